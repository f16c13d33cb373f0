package dev.steward.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads and writes the user's settings.json. A missing file gives the defaults; an unreadable one gives the
 * defaults plus a warning (the broken file is left alone until the next save replaces it atomically).
 */
public final class SettingsStore {
    private final Path file;
    private final AtomicFiles files;
    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private String lastWarning;

    public SettingsStore(Path file) {
        this(file, new AtomicFiles());
    }

    public SettingsStore(Path file, AtomicFiles files) {
        this.file = file;
        this.files = files;
    }

    public Path file() {
        return file;
    }

    public UserSettings load() {
        lastWarning = null;
        if (!Files.isRegularFile(file)) {
            return UserSettings.defaults();
        }
        try {
            return fromJson(json.readTree(file.toFile()));
        } catch (IOException | RuntimeException e) {
            lastWarning = "Your settings file " + file + " could not be read (" + e.getMessage()
                    + "); Steward is using its defaults and will rewrite the file when a setting changes.";
            return UserSettings.defaults();
        }
    }

    /** The warning of the last {@link #load()}, if the file was unreadable. */
    public Optional<String> lastWarning() {
        return Optional.ofNullable(lastWarning);
    }

    /** Writes atomically: a crash leaves the old settings or the new ones, never half a file. */
    public void save(UserSettings settings) {
        String text;
        try {
            text = json.writeValueAsString(toJson(settings));
        } catch (IOException e) {
            throw new StewardException("Could not write your settings: " + e.getMessage(), null, e);
        }
        files.writeString(file, text);
    }

    private static UserSettings fromJson(JsonNode node) {
        List<Path> recent = new ArrayList<>();
        node.path("recent_projects").forEach(p -> recent.add(Path.of(p.asText())));
        return new UserSettings(text(node, "llm_base_url"), text(node, "llm_model"), text(node, "theme"),
                text(node, "user_name"), recent, node.path("llm_timeout_seconds").asInt(0),
                node.path("query_timeout_seconds").asInt(0), node.path("row_cap").asInt(0));
    }

    private ObjectNode toJson(UserSettings settings) {
        ObjectNode node = json.createObjectNode();
        node.put("llm_base_url", settings.llmBaseUrl());
        node.put("llm_model", settings.llmModel());
        node.put("theme", settings.theme());
        node.put("user_name", settings.userName());
        node.put("llm_timeout_seconds", settings.llmTimeoutSeconds());
        node.put("query_timeout_seconds", settings.queryTimeoutSeconds());
        node.put("row_cap", settings.rowCap());
        ArrayNode recent = node.putArray("recent_projects");
        settings.recentProjects().forEach(p -> recent.add(p.toString()));
        return node;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
