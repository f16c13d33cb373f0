package dev.steward.llm;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The prompt texts, one resource file per prompt under {@code dev/steward/llm/prompts/} ({@code <name>.txt} or
 * {@code <name>.md}), loaded by name and cached. Keeping prompts in files lets a prompt be read, reviewed and
 * diffed as the text the model sees, instead of being assembled from string pieces across the code.
 *
 * <p>Prompts shipped now (placeholders in braces):
 * <ul>
 *   <li>{@value #METADATA_DRAFT_SYSTEM}: the rules for drafting one table's descriptions and synonyms;</li>
 *   <li>{@value #METADATA_DRAFT_USER}: {@code {{table}}}, {@code {{layer}}}, {@code {{columns}}} (the column
 *       lines joined by newlines) and {@code {{column_names}}} (comma-separated, in file order);</li>
 *   <li>{@value #METADATA_DRAFT_COLUMN}: one column line, {@code {{name}}}, {@code {{type}}} (DuckDB's type) and
 *       {@code {{samples}}} (the sample values, comma-separated);</li>
 *   <li>{@value #JSON_RETRY}: {@code {{error}}}, appended to the prompt when a JSON reply was unusable.</li>
 * </ul>
 */
public final class PromptTemplates {
    public static final String METADATA_DRAFT_SYSTEM = "metadata-draft-system";
    public static final String METADATA_DRAFT_USER = "metadata-draft-user";
    public static final String METADATA_DRAFT_COLUMN = "metadata-draft-column";
    public static final String JSON_RETRY = "json-retry";
    private static final String FOLDER = "/dev/steward/llm/prompts/";
    private static final List<String> EXTENSIONS = List.of(".txt", ".md");

    private final Map<String, PromptTemplate> loaded = new ConcurrentHashMap<>();

    /** The prompt called {@code name}; an unknown name is a programming error. */
    public PromptTemplate get(String name) {
        return loaded.computeIfAbsent(name, PromptTemplates::load);
    }

    /** Shorthand for {@code get(name).render(values)}. */
    public String render(String name, Map<String, ?> values) {
        return get(name).render(values);
    }

    private static PromptTemplate load(String name) {
        for (String extension : EXTENSIONS) {
            try (InputStream in = PromptTemplates.class.getResourceAsStream(FOLDER + name + extension)) {
                if (in != null) {
                    return new PromptTemplate(name, new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read prompt " + FOLDER + name + extension, e);
            }
        }
        throw new IllegalArgumentException("no prompt '" + name + "' under " + FOLDER + " (looked for "
                + EXTENSIONS + ")");
    }
}
