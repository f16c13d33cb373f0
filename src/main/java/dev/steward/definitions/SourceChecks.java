package dev.steward.definitions;

import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Layer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Stale sources of approved versions (part of {@code definitions check} and {@code doctor}): a table or column an
 * approved version uses whose metadata is stale (it drifted since it was approved), that metadata.yaml does not
 * describe, or that has no metadata entry at all. An approved definition resting on such a source may no longer say
 * what the data holds. References the catalog lacks are {@link DefinitionChecks}' dangling findings.
 */
final class SourceChecks {

    void check(Definition d, DefinitionVersion v, MetadataConfig metadata, Map<String, Set<String>> catalog,
               List<DefinitionChecks.Finding> findings) {
        if (!v.isApproved()) {
            return;
        }
        String who = d.id() + " " + v.version() + " (approved)";
        for (Map.Entry<String, Set<String>> use : uses(v).entrySet()) {
            String table = use.getKey();
            if (!catalog.containsKey(table)) {
                continue; // dangling: reported by DefinitionChecks
            }
            Optional<TableMetadata> entry = metadata.table(Layer.SILVER, table)
                    .or(() -> metadata.table(Layer.GOLD, table));
            if (entry.isEmpty()) {
                findings.add(new DefinitionChecks.Finding(v.evidenceId(), who + " uses table '" + table
                        + "', which has no entry in metadata.yaml: describe and approve it (Metadata tab, or "
                        + "'steward metadata generate' then 'approve'), then check the definition still holds."));
                continue;
            }
            tableFindings(who, v, entry.get(), use.getValue(), catalog.get(table), findings);
        }
    }

    private static void tableFindings(String who, DefinitionVersion v, TableMetadata meta, Set<String> columns,
                                      Set<String> live, List<DefinitionChecks.Finding> findings) {
        Set<String> changed = (meta.schemaDelta() == null ? Set.<String>of() : meta.schemaDelta().changedColumns());
        List<String> stale = columns.stream().filter(changed::contains).toList();
        String table = meta.name();
        if (meta.status() == TableStatus.STALE) {
            String used = columns.isEmpty() ? "" : " (it uses " + String.join(", ", columns) + ")";
            String what = stale.isEmpty() ? "table '" + table + "'" + used + ", whose metadata is stale"
                    : "column '" + table + "." + String.join("', '" + table + ".", stale)
                    + "', which changed since " + table + "'s metadata was approved";
            findings.add(new DefinitionChecks.Finding(v.evidenceId(), who + " uses " + what + " (" + reason(meta)
                    + "): refresh and re-approve " + table + "'s metadata (Drift or Metadata tab, or 'steward "
                    + "metadata refresh'), then check the definition still holds or approve a new version."));
        }
        List<String> undescribed = columns.stream().filter(c -> !stale.contains(c)).filter(live::contains)
                .filter(c -> !meta.describes(c)).toList();
        if (!undescribed.isEmpty()) {
            findings.add(new DefinitionChecks.Finding(v.evidenceId(), who + " uses column '" + table + "."
                    + String.join("', '" + table + ".", undescribed) + "', which metadata.yaml does not describe: "
                    + "describe and approve it in the Metadata tab (or metadata.yaml)."));
        }
    }

    /** The tables a version uses, each with the columns it names (lower case), in order. */
    private static Map<String, Set<String>> uses(DefinitionVersion v) {
        List<String> refs = DefinitionChecks.references(v);
        Map<String, Set<String>> uses = new java.util.LinkedHashMap<>();
        for (String ref : refs) {
            String[] parts = ref.toLowerCase(Locale.ROOT).split("\\.", 2);
            Set<String> columns = uses.computeIfAbsent(parts[0], t -> new LinkedHashSet<>());
            if (parts.length == 2) {
                columns.add(parts[1]);
            }
        }
        return uses;
    }



    private static String reason(TableMetadata meta) {
        if (meta.schemaDelta() != null && !meta.schemaDelta().isEmpty()) {
            return meta.schemaDelta().summary();
        }
        return meta.staleReason() == null || meta.staleReason().isBlank() ? "marked stale" : meta.staleReason();
    }
}
