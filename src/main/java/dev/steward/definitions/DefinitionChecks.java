package dev.steward.definitions;

import dev.steward.metadata.MetadataConfig;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code steward definitions check}: approved versions of one definition overlapping in time (a human must
 * decide), table/column references the catalog does not have, and broken supersede chains (a missing target,
 * a cycle, a version superseding one of another definition).
 */
public final class DefinitionChecks {
    private final SourceChecks sources = new SourceChecks();

    /** One finding, naming the version it is about. */
    public record Finding(String evidenceId, String problem) {
        @Override
        public String toString() {
            return evidenceId + ": " + problem;
        }
    }

    /**
     * @param columnsByTable the catalog's columns by table name (lower case); a reference to a table not here, or
     *                       to {@code table.column} with an unknown column, is dangling
     */
    public List<Finding> check(DefinitionSet set, Map<String, Set<String>> columnsByTable) {
        return check(set, columnsByTable, null);
    }

    /**
     * The same, and with {@code metadata} (the merged metadata.yaml) the stale sources of approved versions: tables
     * or columns whose metadata is stale, undescribed or missing ({@link SourceChecks}).
     */
    public List<Finding> check(DefinitionSet set, Map<String, Set<String>> columnsByTable, MetadataConfig metadata) {
        List<Finding> findings = new ArrayList<>();
        for (Definition d : set.definitions()) {
            overlaps(d, findings);
            for (DefinitionVersion v : d.versions()) {
                references(d, v, columnsByTable, findings);
                if (metadata != null) {
                    sources.check(d, v, metadata, columnsByTable, findings);
                }
                supersedes(set, d, v, findings);
            }
        }
        return findings;
    }

    /** Approved concept versions of {@code d} that share a day: the human-review flag. */
    public static List<Finding> overlaps(Definition d) {
        List<Finding> findings = new ArrayList<>();
        overlaps(d, findings);
        return findings;
    }

    private static void overlaps(Definition d, List<Finding> findings) {
        List<DefinitionVersion> approved = d.concepts().stream().filter(DefinitionVersion::isApproved).toList();
        for (int i = 0; i < approved.size(); i++) {
            for (int j = i + 1; j < approved.size(); j++) {
                if (approved.get(i).overlaps(approved.get(j))) {
                    findings.add(new Finding(approved.get(i).evidenceId(), "approved and overlapping in time with "
                            + approved.get(j).evidenceId() + " (" + approved.get(i).validity() + " and "
                            + approved.get(j).validity() + "): needs human review"));
                }
            }
        }
    }

    /** The tables and {@code table.column}s a version names: its tables, its measure's table, dimensions, time. */
    static List<String> references(DefinitionVersion v) {
        List<String> refs = new ArrayList<>(v.tables());
        if (v.measure() != null) {
            refs.add(v.measure().table());
            v.measure().dimensions().forEach(dim -> refs.add(v.measure().table() + "." + dim));
            if (v.measure().timeColumn() != null) {
                refs.add(v.measure().table() + "." + v.measure().timeColumn());
            }
        }
        return refs;
    }

    private static void references(Definition d, DefinitionVersion v, Map<String, Set<String>> columns,
                                   List<Finding> findings) {
        String who = d.id() + " " + v.version() + " (" + v.status().yamlName() + ")";
        String todo = ": fix the reference in a new version (steward definitions import) or restore it in the data.";
        for (String ref : references(v)) {
            String[] parts = ref.toLowerCase(java.util.Locale.ROOT).split("\\.", 2);
            Set<String> known = columns.get(parts[0]);
            if (known == null) {
                findings.add(new Finding(v.evidenceId(), who + " names table '" + parts[0] + "', which the "
                        + "project's data does not have" + todo));
            } else if (parts.length == 2 && !known.contains(parts[1])) {
                findings.add(new Finding(v.evidenceId(), who + " names column '" + ref + "', which table '"
                        + parts[0] + "' does not have" + todo));
            }
        }
    }

    private static void supersedes(DefinitionSet set, Definition d, DefinitionVersion v, List<Finding> findings) {
        if (v.supersedes() == null) {
            return;
        }
        var target = set.byEvidence(v.supersedes());
        if (target.isEmpty()) {
            findings.add(new Finding(v.evidenceId(), "supersedes '" + v.supersedes() + "', which does not exist"));
            return;
        }
        if (!target.get().getKey().id().equals(d.id())) {
            findings.add(new Finding(v.evidenceId(), "supersedes '" + v.supersedes() + "' of another definition ("
                    + target.get().getKey().id() + ")"));
        }
        Set<String> seen = new HashSet<>();
        String at = v.evidenceId();
        while (at != null && seen.add(at)) {
            at = set.byEvidence(at).map(e -> e.getValue().supersedes()).orElse(null);
        }
        if (at != null && at.equals(v.evidenceId())) {
            findings.add(new Finding(v.evidenceId(), "its supersede chain comes back to itself"));
        }
    }
}
