package dev.steward.store;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A YAML file held as its exact text plus a node tree that knows where every value sits, so Steward can
 * change one value without touching the bytes of anything else: comments, key order, quoting, flow style,
 * blank lines and line endings all survive. This is the only way Steward edits YAML.
 *
 * <p>Immutable: every edit returns a new document. Several edits are best applied through {@link #edit()},
 * which plans non-overlapping edits against one parse and applies them in a single pass.
 *
 * <p>Values passed to edits are Java {@code String}, {@code Number}, {@code Boolean}, {@code null},
 * {@code LocalDate}, {@code List} and {@code Map} (iteration order kept). They are written in block style in a
 * block context, with the document's own indentation and list style, and in flow style inside flow
 * collections. Strings are written plain when that reads back as the same string, otherwise double-quoted.
 *
 * <pre>{@code
 * YamlDocument metadata = YamlDocument.parse(Files.readString(file), file);
 * YamlDocument approved = metadata.edit()
 *         .setScalar(YamlPath.of("tables", "orders", "status"), "approved")   // added if absent
 *         .appendListItem(YamlPath.of("tables", "orders", "synonyms"), "purchases")
 *         .apply();
 * // write approved.text() atomically; chained single edits re-parse each time, batches parse once
 * }</pre>
 */
public final class YamlDocument {

    private final String text;
    private final Path source;
    private final Optional<YamlNode> root;
    private final YamlLayout layout;

    private YamlDocument(String text, Path source, Optional<YamlNode> root) {
        this.text = text;
        this.source = source;
        this.root = root;
        this.layout = YamlLayout.detect(new YamlText(text), root);
    }

    /**
     * Parses {@code text}; {@code sourceForErrors} names the file in error messages.
     *
     * @throws dev.steward.error.FileFormatException on a syntax error, a duplicate key, more than one
     *     document, or input beyond the safety limits (aliases, nesting depth, size), with file:line:column
     */
    public static YamlDocument parse(String text, Path sourceForErrors) {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sourceForErrors, "sourceForErrors");
        return new YamlDocument(text, sourceForErrors, YamlTreeReader.read(text, sourceForErrors));
    }

    /** The document's text; byte-identical to the parsed text until an edit changes it. */
    public String text() {
        return text;
    }

    public Path source() {
        return source;
    }

    /** The root node, empty for a document with no content (empty or only comments). */
    public Optional<YamlNode> root() {
        return root;
    }

    /** The node at {@code path}; aliases are not followed. */
    public Optional<YamlNode> get(YamlPath path) {
        return YamlLocation.find(root, path).map(YamlLocation::node);
    }

    public boolean has(YamlPath path) {
        return get(path).isPresent();
    }

    /** The string value of the scalar at {@code path} as written ({@code 1} gives "1"); empty if not a scalar. */
    public Optional<String> scalar(YamlPath path) {
        return get(path).filter(YamlNode.Scalar.class::isInstance).map(n -> ((YamlNode.Scalar) n).value());
    }

    /** The scalar keys of the mapping at {@code path}, in file order; empty when it is not a mapping. */
    public List<String> keys(YamlPath path) {
        return get(path).filter(YamlNode.Mapping.class::isInstance)
                .map(n -> ((YamlNode.Mapping) n).entries().stream()
                        .map(YamlNode.Entry::key)
                        .filter(YamlNode.Scalar.class::isInstance)
                        .map(k -> ((YamlNode.Scalar) k).value())
                        .toList())
                .orElse(List.of());
    }

    /** Starts a batch of edits; {@link YamlEdits#apply()} returns the edited document. */
    public YamlEdits edit() {
        return new YamlEdits(this);
    }

    /** Replaces the scalar at {@code path} keeping its quoting/block style when possible, or adds the key. */
    public YamlDocument setScalar(YamlPath path, Object value) {
        return edit().setScalar(path, value).apply();
    }

    /** Replaces the value (scalar, mapping or list) at {@code path} with a rendered {@code value}. */
    public YamlDocument replaceValue(YamlPath path, Object value) {
        return edit().replaceValue(path, value).apply();
    }

    /** Adds {@code key} at the end of the mapping at {@code mapPath}, or replaces its value when present. */
    public YamlDocument putEntry(YamlPath mapPath, String key, Object value) {
        return edit().putEntry(mapPath, key, value).apply();
    }

    /** Removes {@code key} with its line(s) and its trailing comment; nothing happens when it is absent. */
    public YamlDocument removeEntry(YamlPath mapPath, String key) {
        return edit().removeEntry(mapPath, key).apply();
    }

    public YamlDocument appendListItem(YamlPath listPath, Object value) {
        return edit().appendListItem(listPath, value).apply();
    }

    public YamlDocument removeListItem(YamlPath listPath, int index) {
        return edit().removeListItem(listPath, index).apply();
    }

    YamlEditPlanner planner() {
        return new YamlEditPlanner(new YamlText(text), root, layout);
    }

    YamlRemovalPlanner removalPlanner() {
        return new YamlRemovalPlanner(new YamlText(text), root, planner());
    }

    @Override
    public String toString() {
        return "YamlDocument[" + source + ", " + text.length() + " chars]";
    }
}
