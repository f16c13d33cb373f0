package dev.steward.metadata;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.project.Layer;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedList;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.LocatedScalar;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads metadata.yaml strictly, the way openmedallion validates it plus Steward's additive fields:
 * unknown keys at every level, bad enums, a missing {@code layer}, {@code layer: bronze} and a per-column
 * {@code status} are each a {@link FileFormatException} at the offending key or value. A missing file is an
 * empty config. Nothing is ever written.
 *
 * <p>Scalars resolve with YAML 1.2's core schema, not PyYAML's YAML 1.1: an unquoted {@code yes}, {@code no},
 * {@code on} or {@code off} in {@code value_examples} is the text it spells, not a boolean. openmedallion
 * always writes booleans as {@code true}/{@code false} and quotes strings that would read as something else,
 * so files it wrote read the same; only hand-written {@code yes} differs, and keeping the word is the safer
 * reading. Dates and timestamps stay the text written ({@code 2024-01-05}), never {@code java.util.Date}.
 */
public final class MetadataReader {
    static final List<String> TOP_KEYS = List.of("tables", "glossary");
    static final List<String> TABLE_KEYS = List.of("layer", "description", "status", "synonyms", "columns",
            "schema_hash", "stale_reason", "schema_delta");
    static final List<String> COLUMN_KEYS = List.of("description", "value_examples", "synonyms", "dtype", "stats",
            "accepted_values");
    static final List<String> GLOSSARY_KEYS = List.of("definition", "status", "synonyms", "not_tracked");
    private static final List<String> DELTA_KEYS = List.of("added", "removed", "retyped");
    private static final List<String> RETYPED_KEYS = List.of("column", "from", "to");

    private final StrictYamlReader yaml;

    public MetadataReader() {
        this(new StrictYamlReader());
    }

    public MetadataReader(StrictYamlReader yaml) {
        this.yaml = yaml;
    }

    /** Reads and validates {@code file}; a missing or empty file is {@link MetadataConfig#empty()}. */
    public MetadataConfig read(Path file) {
        return fromTree(yaml.read(file), file);
    }

    /**
     * Validates text already read (e.g. together with a file stamp for a guarded write later).
     * {@code file} names the source in messages.
     */
    public MetadataConfig parse(String text, Path file) {
        return fromTree(yaml.parse(text, file), file);
    }

    /** Validates an already parsed (possibly merged) document. */
    public MetadataConfig fromTree(Optional<LocatedNode> root, Path file) {
        if (root.isEmpty() || root.get() instanceof LocatedScalar s && s.isNull()) {
            return MetadataConfig.empty();
        }
        LocatedFields top = LocatedFields.strict(root.get(), "metadata.yaml's top level",
                SourceLocation.ofFile(file), TOP_KEYS);
        Map<String, TableMetadata> tables = new LinkedHashMap<>();
        Map<String, String> seen = new HashMap<>();
        LocatedMap tableTree = top.mapValue("tables");
        if (tableTree != null) {
            for (LocatedEntry entry : tableTree.entries()) {
                TableMetadata table = readTable(entry.key(), entry.keyLocation(), entry.value());
                requireUniqueTable(table, entry.keyLocation(), seen);
                tables.put(entry.key(), table);
            }
        }
        LocatedMap glossaryTree = top.mapValue("glossary");
        Map<String, GlossaryEntry> glossary = glossaryTree == null ? null : new LinkedHashMap<>();
        if (glossaryTree != null) {
            glossaryTree.entries().forEach(e -> glossary.put(e.key(), readGlossaryEntry(e)));
        }
        return new MetadataConfig(withNotes(tables, file), DefinitionsFile.read(file).applyTo(glossary));
    }

    /** Steward's notes (steward/tables.yaml) win over the old in-file {@code stale_reason}/{@code schema_delta}. */
    private static Map<String, TableMetadata> withNotes(Map<String, TableMetadata> tables, Path file) {
        TableNotes notes = TableNotesFile.read(file);
        if (notes.isEmpty()) {
            return tables;
        }
        Map<String, TableMetadata> merged = new LinkedHashMap<>();
        tables.forEach((key, t) -> merged.put(key, notes.note(key).map(n -> new TableMetadata(t.key(), t.layer(),
                t.description(), t.status(), t.synonyms(), t.columns(), t.schemaHash(),
                n.staleReason() != null ? n.staleReason() : t.staleReason(),
                n.schemaDelta() != null ? n.schemaDelta() : t.schemaDelta())).orElse(t)));
        return merged;
    }

    /** Validates one table entry. */
    public TableMetadata readTable(String key, SourceLocation keyAt, LocatedNode value) {
        String owner = "table '" + key + "'";
        LocatedFields fields = LocatedFields.strict(value, owner, keyAt, TABLE_KEYS);
        Layer layer = readLayer(fields, owner, keyAt);
        if (key.startsWith(TableMetadata.GOLD_PREFIX) && layer != Layer.GOLD) {
            throw fields.error("layer", "must be gold: the key '" + key + "' names a gold table");
        }
        TableStatus status = fields.choice("status", TableStatus.values(), TableStatus::yamlName, TableStatus.DRAFT);
        Map<String, ColumnMetadata> columns = new LinkedHashMap<>();
        LocatedMap columnTree = fields.mapValue("columns");
        if (columnTree != null) {
            for (LocatedEntry column : columnTree.entries()) {
                columns.put(column.key(), readColumn(key, column));
            }
        }
        return new TableMetadata(key, layer, fields.text("description"), status, fields.textList("synonyms"),
                columns, fields.text("schema_hash"), fields.text("stale_reason"), readDelta(fields, owner));
    }

    private static Layer readLayer(LocatedFields fields, String owner, SourceLocation keyAt) {
        if (!fields.has("layer")) {
            throw new FileFormatException(keyAt, owner + " is missing the required key 'layer'",
                    "Add 'layer: silver' or 'layer: gold' to the table; Steward changed nothing.");
        }
        if ("bronze".equals(fields.text("layer"))) {
            throw new FileFormatException(fields.locationOf("layer"), "'layer' of " + owner
                    + " must be one of silver, gold (found 'bronze')",
                    "Bronze tables are never shown or queried: describe the silver or gold table instead.");
        }
        return fields.requiredChoice("layer", Layer.values(), Layer::yamlName);
    }

    private static ColumnMetadata readColumn(String table, LocatedEntry column) {
        String owner = "column '" + column.key() + "' of table '" + table + "'";
        if (column.value() instanceof LocatedScalar s && s.isNull()) {
            return new ColumnMetadata(null, null, null, null, null, null);
        }
        if (column.value() instanceof LocatedMap map && map.has("status")) {
            throw new FileFormatException(map.entry("status").orElseThrow().keyLocation(),
                    "unknown key 'status' in " + owner + " (allowed: " + String.join(", ", COLUMN_KEYS) + ")",
                    "Status is kept per table, not per column: remove the column's 'status'.");
        }
        LocatedFields fields = LocatedFields.strict(column.value(), owner, column.keyLocation(), COLUMN_KEYS);
        return new ColumnMetadata(fields.text("description"), fields.valueList("value_examples"),
                fields.textList("synonyms"), fields.text("dtype"), fields.plainMap("stats"),
                fields.valueList("accepted_values"));
    }

    private static SchemaDelta readDelta(LocatedFields table, String owner) {
        LocatedMap deltaTree = table.mapValue("schema_delta");
        if (deltaTree == null) {
            return null;
        }
        LocatedFields delta = LocatedFields.strict(deltaTree, "schema_delta of " + owner,
                table.locationOf("schema_delta"), DELTA_KEYS);
        List<SchemaDelta.RetypedColumn> retyped = new ArrayList<>();
        LocatedList retypedTree = delta.list("retyped");
        if (retypedTree != null) {
            for (LocatedNode item : retypedTree.items()) {
                LocatedFields change = LocatedFields.strict(item, "a retyped column of " + owner, item.location(),
                        RETYPED_KEYS);
                retyped.add(new SchemaDelta.RetypedColumn(change.requiredText("column"), change.requiredText("from"),
                        change.requiredText("to")));
            }
        }
        return new SchemaDelta(delta.textList("added"), delta.textList("removed"), retyped);
    }

    /**
     * Validates one glossary term: openmedallion's flat {@code term: "text"}, or the mapping older Steward
     * versions wrote (still read so an unmigrated project opens; writers never produce it). Steward's notes in
     * steward/definitions.yaml are applied by the callers ({@link Definitions#applyTo}).
     */
    public GlossaryEntry readGlossaryEntry(LocatedEntry term) {
        String owner = "glossary term '" + term.key() + "'";
        if (term.value() instanceof LocatedScalar scalar && !scalar.isNull()) {
            return GlossaryEntry.flat(scalar.text());
        }
        if (!(term.value() instanceof LocatedMap)) {
            throw new FileFormatException(term.value().location(), owner
                    + " must be a definition text or a mapping with 'definition', not " + term.value().kindName(),
                    "Write 'term: \"definition\"' (openmedallion's form); Steward changed nothing.");
        }
        LocatedFields fields = LocatedFields.strict(term.value(), owner, term.keyLocation(), GLOSSARY_KEYS);
        return new GlossaryEntry(fields.requiredText("definition"),
                fields.choice("status", GlossaryStatus.values(), GlossaryStatus::yamlName, GlossaryStatus.DRAFT),
                fields.textList("synonyms"), fields.bool("not_tracked", false), false);
    }

    /** Two keys for the same Parquet table (e.g. {@code orders} and {@code gold.orders}, both gold) clash. */
    static void requireUniqueTable(TableMetadata table, SourceLocation keyAt, Map<String, String> seenKeys) {
        String identity = table.layer().yamlName() + ":" + table.name();
        String first = seenKeys.putIfAbsent(identity, table.key());
        if (first != null) {
            throw new FileFormatException(keyAt, "table '" + table.key() + "' describes the same "
                    + table.layer().yamlName() + " table '" + table.name() + "' as the entry '" + first + "'",
                    "Keep one entry per table; Steward changed nothing.");
        }
    }
}
