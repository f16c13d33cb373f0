package dev.steward.store;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Text ↔ tree for the YAML files of the {@link StewardFolder}: Steward owns them, so they are rendered whole and
 * deterministically (map keys sorted, block style, a header comment), which keeps their diffs small and readable.
 * Pure: reading and writing files is the caller's (through {@link AtomicFiles}).
 */
public final class SidecarYaml {
    private final ObjectMapper yaml = new ObjectMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .disable(YAMLGenerator.Feature.SPLIT_LINES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .build()).enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    /** The top-level mapping of {@code text}; empty for an empty text. */
    public Map<String, Object> parse(String text, Path sourceForErrors) {
        if (text == null || text.isBlank()) {
            return new LinkedHashMap<>();
        }
        try {
            Map<String, Object> tree = yaml.readValue(text, new TypeReference<LinkedHashMap<String, Object>>() { });
            return tree == null ? new LinkedHashMap<>() : tree;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new FileFormatException(at == null ? SourceLocation.ofFile(sourceForErrors)
                    : new SourceLocation(sourceForErrors, at.getLineNr(), at.getColumnNr()),
                    "Steward's own file is not the mapping it writes: " + e.getOriginalMessage(),
                    "Fix or delete the file (Steward rebuilds what it can); openmedallion's files are not affected.", e);
        }
    }

    /** {@code header} as comment lines, then the tree with sorted keys. */
    public String render(String header, Map<String, ?> tree) {
        StringBuilder text = new StringBuilder();
        header.lines().forEach(line -> text.append("# ").append(line).append('\n'));
        try {
            return text.append(yaml.writeValueAsString(tree)).toString();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Could not render " + tree.keySet(), e);
        }
    }
}
