package dev.steward.ui.relationships;

import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipEvidence;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * One line of the Relationships table: the entry, whether the last "Detect" added it and which of its tables the
 * data does not have.
 *
 * @param relationship  the entry as relationships.yaml has it
 * @param isNew         added by the most recent detection run in this session
 * @param missingTables its tables without a readable Parquet file (an approved entry naming one is no help)
 */
public record RelationshipRow(Relationship relationship, boolean isNew, List<String> missingTables) {
    /** What the Status column shows for an entry naming a table the data does not have. */
    public static final String TABLE_MISSING = "table missing";

    public RelationshipRow {
        missingTables = List.copyOf(missingTables);
    }

    public RelationshipRow(Relationship relationship, boolean isNew) {
        this(relationship, isNew, List.of());
    }

    public String from() {
        return relationship.fromTable();
    }

    public String to() {
        return relationship.toTable();
    }

    /** {@code region, quarter} or {@code manager_id = rep_id}. */
    public String joinOn() {
        return joinText(relationship);
    }

    public String confidence() {
        return relationship.confidence().yamlName();
    }

    /** The detection rule, or "hand-added". */
    public String method() {
        return relationship.isHandAdded() ? "hand-added" : relationship.method().yamlName();
    }

    public String status() {
        return relationship.status().yamlName();
    }

    /** The Status column: the file's status, or {@value #TABLE_MISSING} when a table of it has no Parquet file. */
    public String shownStatus() {
        return missingTables.isEmpty() ? status() : TABLE_MISSING;
    }

    /** The row's tooltip: what is wrong with a missing table and what to do, then the entry's note. */
    public String tooltip() {
        String missing = missingTables.isEmpty() ? "" : status() + " in relationships.yaml, but "
                + missingTables.stream().map(t -> "'" + t + "'").collect(Collectors.joining(" and "))
                + (missingTables.size() == 1 ? " has" : " have") + " no readable Parquet file in the data folder: "
                + "fix the table name (E) or delete the entry (Del).";
        String note = relationship.note() == null ? "" : relationship.note();
        return missing.isEmpty() || note.isEmpty() ? missing + note : missing + "\n" + note;
    }

    /** "unique · 1.3% orphans · many-to-one", or "not checked". */
    public String evidence() {
        return evidenceText(relationship.evidence());
    }

    /** True when the table appears on either side. */
    public boolean touches(String table) {
        return from().equals(table) || to().equals(table);
    }

    /** The tab's filters: a status choice ({@link RelationshipsViewModel#STATUS_FILTERS}) and a table or "". */
    public boolean matches(String statusChoice, String table) {
        boolean tableOk = table == null || table.isBlank() || touches(table);
        return tableOk && switch (statusChoice == null ? "all" : statusChoice) {
            case "hand-added" -> relationship.isHandAdded();
            case "new" -> isNew;
            case "draft", "approved", "stale" -> status().equals(statusChoice);
            default -> true;
        };
    }

    static String joinText(Relationship r) {
        return r.joinOn().stream().map(JoinColumn::toYaml).collect(Collectors.joining(", "));
    }

    /** The evidence in a few words a reviewer can scan; what contradicts the path comes first. */
    public static String evidenceText(RelationshipEvidence e) {
        if (e == null) {
            return "not checked";
        }
        StringBuilder text = new StringBuilder();
        if (Boolean.FALSE.equals(e.typesCompatible())) {
            text.append("types differ · ");
        }
        text.append(e.targetUnique() == null ? "uniqueness unknown"
                : e.targetUnique() ? "target unique" : "target NOT unique");
        text.append(" · ").append(e.orphanPct() == null ? "no keys to match" : orphans(e));
        if (e.cardinality() != null) {
            text.append(" · ").append(e.cardinality().yamlName().replace('_', '-'));
        }
        return text.toString();
    }

    private static String orphans(RelationshipEvidence e) {
        String pct = e.orphanPct() == 0.0 ? "0" : String.format(Locale.ROOT, "%.1f", e.orphanPct());
        return pct + "% orphans" + (e.orphanRows() == null || e.orphanRows() == 0 ? ""
                : " (" + e.orphanRows() + " of " + e.sourceRows() + ")");
    }
}
