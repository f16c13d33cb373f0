package dev.steward.settings;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one setting the first frame needs, the theme, read with Jackson's streaming parser only: the first frame is on
 * the start-up's critical path and {@link SettingsStore}'s ObjectMapper costs a few hundred milliseconds of class
 * loading there (issue 22). Same file, same key; anything unusual (no file, broken JSON, no such key) is empty, and
 * {@link SettingsStore#load()} reports a broken file later, off the critical path.
 */
public final class ThemeSetting {
    private ThemeSetting() {
    }

    /** The top-level {@code "theme"} string of the settings file. */
    public static Optional<String> read(Path settingsFile) {
        if (!Files.isRegularFile(settingsFile)) {
            return Optional.empty();
        }
        try (JsonParser parser = new JsonFactory().createParser(settingsFile.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return Optional.empty();
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String field = parser.getCurrentName();
                JsonToken value = parser.nextToken();
                if (field.equals("theme") && value == JsonToken.VALUE_STRING) {
                    return Optional.of(parser.getText());
                }
                parser.skipChildren(); // an object or array value: past its end
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
