package dev.steward.relationships;

import dev.steward.error.FileFormatException;
import dev.steward.error.SourceLocation;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedList;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.LocatedScalar;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads relationships.yaml strictly (openmedallion's schema, plus the extras older Steward versions wrote there so an
 * unmigrated project still opens) and, in {@link #read}, merges Steward's notes from {@code steward/relationships.yaml}
 * ({@link RelationshipNotes}, which win over old in-file extras): unknown keys,
 * bad enums, a missing {@code from_table}/{@code to_table}/{@code join_on}, an empty {@code join_on} or an
 * unreadable join item are each a {@link FileFormatException} at the offending key or value. A missing file
 * is an empty config.
 */
public final class RelationshipsReader {
    static final List<String> TOP_KEYS = List.of("relationships");
    static final List<String> ENTRY_KEYS = List.of("from_table", "to_table", "join_on", "confidence", "status",
            "method", "evidence", "stale_reason", "note");
    static final List<String> EVIDENCE_KEYS = List.of("target_unique", "orphan_pct", "orphan_rows", "source_rows",
            "types_compatible", "cardinality", "checked_at");
    private static final String HINT = "Correct the entry in relationships.yaml; Steward changed nothing.";

    private final StrictYamlReader yaml;

    public RelationshipsReader() {
        this(new StrictYamlReader());
    }

    public RelationshipsReader(StrictYamlReader yaml) {
        this.yaml = yaml;
    }

    /** Reads and validates {@code file} with Steward's notes beside it; a missing or empty file is an empty config. */
    public RelationshipsConfig read(Path file) {
        return withNotes(fromTree(yaml.read(file), file), RelationshipNotesFile.read(file));
    }

    /** Validates text already read, without Steward's notes; {@code file} names the source in messages. */
    public RelationshipsConfig parse(String text, Path file) {
        return fromTree(yaml.parse(text, file), file);
    }

    /** Validates text already read and applies {@code notes} to its entries. */
    public RelationshipsConfig parse(String text, Path file, RelationshipNotes notes) {
        return withNotes(parse(text, file), notes);
    }

    private static RelationshipsConfig withNotes(RelationshipsConfig config, RelationshipNotes notes) {
        return new RelationshipsConfig(config.relationships().stream().map(notes::applyTo).toList());
    }

    private static RelationshipsConfig fromTree(Optional<LocatedNode> root, Path file) {
        if (root.isEmpty() || root.get() instanceof LocatedScalar s && s.isNull()) {
            return RelationshipsConfig.empty();
        }
        LocatedFields top = LocatedFields.strict(root.get(), "relationships.yaml's top level",
                SourceLocation.ofFile(file), TOP_KEYS);
        LocatedList entries = top.list("relationships");
        if (entries == null) {
            return RelationshipsConfig.empty();
        }
        List<Relationship> relationships = new ArrayList<>();
        for (int i = 0; i < entries.items().size(); i++) {
            relationships.add(readEntry(entries.items().get(i), i + 1));
        }
        return new RelationshipsConfig(relationships);
    }

    private static Relationship readEntry(LocatedNode node, int position) {
        String owner = describe(node, position);
        LocatedFields fields = LocatedFields.strict(node, owner, node.location(), ENTRY_KEYS);
        String from = fields.requiredText("from_table");
        String to = fields.requiredText("to_table");
        if (!fields.has("join_on")) {
            fields.requiredText("join_on"); // reports the missing key with the entry's position
        }
        List<JoinColumn> joinOn = readJoinOn(fields, owner);
        return new Relationship(from, to, joinOn,
                fields.choice("confidence", Confidence.values(), Confidence::yamlName, Confidence.HIGH),
                fields.choice("status", RelationshipStatus.values(), RelationshipStatus::yamlName,
                        RelationshipStatus.DRAFT),
                fields.choice("method", DetectionMethod.values(), DetectionMethod::yamlName, null),
                readEvidence(fields, owner), fields.text("stale_reason"), fields.text("note"));
    }

    /** "relationship 3 (orders -> customers)" when the names are readable, else "relationship 3". */
    private static String describe(LocatedNode node, int position) {
        if (node instanceof LocatedMap map && map.get("from_table") instanceof LocatedScalar from
                && map.get("to_table") instanceof LocatedScalar to) {
            return "relationship " + position + " (" + from.text() + " -> " + to.text() + ")";
        }
        return "relationship " + position;
    }

    private static List<JoinColumn> readJoinOn(LocatedFields fields, String owner) {
        LocatedList items = fields.list("join_on");
        if (items == null || items.items().isEmpty()) {
            throw fields.error("join_on", "must list at least one column (a shared name or \"from_col = to_col\")");
        }
        List<JoinColumn> joinOn = new ArrayList<>();
        for (LocatedNode item : items.items()) {
            Optional<JoinColumn> column = item instanceof LocatedScalar s && !s.isNull()
                    ? JoinColumn.parse(s.text()) : Optional.empty();
            if (column.isEmpty()) {
                throw new FileFormatException(item.location(), "'join_on' of " + owner + " has an item that is "
                        + "neither a column name nor \"from_col = to_col\": " + itemText(item), HINT);
            }
            joinOn.add(column.get());
        }
        return joinOn;
    }

    private static String itemText(LocatedNode item) {
        return item instanceof LocatedScalar s && !s.isNull() ? "'" + s.text() + "'" : item.kindName();
    }

    private static RelationshipEvidence readEvidence(LocatedFields entry, String owner) {
        LocatedMap tree = entry.mapValue("evidence");
        if (tree == null) {
            return null;
        }
        LocatedFields fields = LocatedFields.strict(tree, "evidence of " + owner, entry.locationOf("evidence"),
                EVIDENCE_KEYS);
        return new RelationshipEvidence(fields.optionalBool("target_unique"), fields.number("orphan_pct"),
                fields.integer("orphan_rows"), fields.integer("source_rows"), fields.optionalBool("types_compatible"),
                fields.choice("cardinality", Cardinality.values(), Cardinality::yamlName, null),
                fields.text("checked_at"));
    }
}
