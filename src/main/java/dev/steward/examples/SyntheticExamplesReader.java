package dev.steward.examples;

import dev.steward.error.FileFormatException;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedJson;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedScalar;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads examples/synthetic.jsonl strictly, like openmedallion (the keys Steward wrote in-line before issue 18 —
 * verified_by, verified_at, source, slot objects in params — are still read, until {@code steward migrate} moves
 * them to steward/examples.yaml, whose records are merged into what the public methods return): one JSON object per line in compact or
 * spaced form with optional keys left out; unknown keys, wrong types and {@code templated} without
 * {@code verified} are a {@link FileFormatException} at file:line:col. A malformed line is an error too
 * (this file is rewritten whole, so nothing may be silently dropped). A missing file has no examples.
 */
public final class SyntheticExamplesReader {
    static final List<String> KEYS = List.of("question", "sql", "verified", "templated", "params", "verified_by",
            "verified_at", "source");
    static final List<String> SLOT_KEYS = List.of("description", "type", "values", "pattern", "example", "synonyms");
    private static final String HINT = "Fix the line in synthetic.jsonl; Steward changed nothing.";

    private final StrictJsonRows rows;

    public SyntheticExamplesReader() {
        this(new JsonLinesReader(), new LocatedJson());
    }

    public SyntheticExamplesReader(JsonLinesReader lines, LocatedJson json) {
        this.rows = new StrictJsonRows(lines, json);
    }

    /** The examples in file order, with Steward's records (steward/examples.yaml) merged in. */
    public List<Example> read(Path file) {
        return merged(file, rows.readStrict(rows.lines(file), row -> toExample(file, row), HINT));
    }

    /** The examples in bytes already read, records merged in; {@code file} names the source in messages. */
    public List<Example> parse(Path file, byte[] bytes) {
        return merged(file, parseRaw(file, bytes));
    }

    /** The records in steward/examples.yaml that no example of {@code file} claims, by the hash they had. */
    public Map<String, ExampleRecord> orphans(Path file) {
        return ExampleSidecar.merge(rows.readStrict(rows.lines(file), row -> toExample(file, row), HINT),
                ExampleRecordsFile.load(file)).orphans();
    }

    /** The rows exactly as the file holds them (no records merged), for checking an edit before it is written. */
    List<Example> parseRaw(Path file, byte[] bytes) {
        return rows.readStrict(rows.lines(file, bytes), row -> toExample(file, row), HINT);
    }

    /** The rows as the file holds them, each with its 1-based line number, for edits of single lines. */
    List<ExampleRow> parseRowsRaw(Path file, byte[] bytes) {
        return rows.readStrict(rows.lines(file, bytes), row -> new ExampleRow(row.lineNumber(), toExample(file, row)),
                HINT);
    }

    private static List<Example> merged(Path file, List<Example> raw) {
        return ExampleSidecar.merge(raw, ExampleRecordsFile.load(file)).examples();
    }

    private Example toExample(Path file, JsonLineRow row) {
        LocatedFields fields = rows.fields(file, row, "the example", KEYS);
        boolean verified = fields.bool("verified", false);
        boolean templated = fields.bool("templated", false);
        if (templated && !verified) {
            throw fields.error("templated", "is true but 'verified' is not: only a verified example can be a "
                    + "template (set \"verified\": true or \"templated\": false)");
        }
        return new Example(fields.presentText("question"), fields.presentText("sql"), verified, templated,
                readParams(fields), fields.text("verified_by"), fields.text("verified_at"),
                fields.choice("source", ExampleSource.values(), ExampleSource::jsonName, null));
    }

    private static Map<String, SlotSpec> readParams(LocatedFields fields) {
        LocatedMap tree = fields.mapValue("params");
        if (tree == null) {
            return null;
        }
        Map<String, SlotSpec> params = new LinkedHashMap<>();
        for (LocatedEntry slot : tree.entries()) {
            params.put(slot.key(), readSlot(slot));
        }
        return params;
    }

    private static SlotSpec readSlot(LocatedEntry slot) {
        String owner = "slot '" + slot.key() + "'";
        if (slot.value() instanceof LocatedScalar scalar && scalar.value() instanceof String text) {
            return SlotSpec.plain(text);
        }
        if (!(slot.value() instanceof LocatedMap)) {
            throw new FileFormatException(slot.value().location(), owner + " must be a description text or a "
                    + "slot object {description, type, values, pattern, example}, not " + slot.value().kindName(),
                    HINT);
        }
        LocatedFields fields = LocatedFields.strict(slot.value(), owner, slot.keyLocation(), SLOT_KEYS);
        List<String> values = fields.textList("values");
        return new SlotSpec(fields.text("description"),
                fields.choice("type", SlotType.values(), SlotType::jsonName, null), values,
                fields.text("pattern"), fields.text("example"), false, readSynonyms(fields, owner, values));
    }

    /** {@code synonyms: {value: [word, ...]}}; each key must be one of the slot's values. */
    private static Map<String, List<String>> readSynonyms(LocatedFields slot, String owner, List<String> values) {
        LocatedMap tree = slot.mapValue("synonyms");
        if (tree == null) {
            return Map.of();
        }
        LocatedFields words = LocatedFields.strict(tree, "the synonyms of " + owner, slot.locationOf("synonyms"),
                tree.keys());
        Map<String, List<String>> synonyms = new LinkedHashMap<>();
        for (LocatedEntry entry : tree.entries()) {
            if (values == null || !values.contains(entry.key())) {
                throw new FileFormatException(entry.keyLocation(), "synonyms of " + owner + " name '" + entry.key()
                        + "', which is not one of its values " + (values == null ? "[]" : values), HINT);
            }
            synonyms.put(entry.key(), words.textList(entry.key()));
        }
        return synonyms;
    }
}
