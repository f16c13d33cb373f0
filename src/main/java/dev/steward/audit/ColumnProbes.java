package dev.steward.audit;

import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Layer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The probes that read what a golden's SQL touches: a filter value no row holds (real DuckDB on the Parquet), and a
 * column or table that is stale, undescribed or without a metadata.yaml entry (the catalog, metadata.yaml with its
 * overlay, and Steward's tables sidecar as {@link dev.steward.metadata.MetadataLoader} merges them). A reference
 * that names no column of the tables read (a select alias, a CTE or subquery column) is not judged.
 */
final class ColumnProbes {
    private final ProjectData data;
    private final MetadataConfig metadata;

    ColumnProbes(ProjectData data, MetadataConfig metadata) {
        this.data = data;
        this.metadata = metadata;
    }

    List<Finding> probe(SqlFacts facts) {
        List<Finding> findings = new ArrayList<>();
        values(facts, findings);
        knowledge(facts, findings);
        return findings;
    }

    private void values(SqlFacts facts, List<Finding> findings) {
        Set<String> reported = new LinkedHashSet<>();
        for (SqlFacts.Filter filter : facts.filters()) {
            List<String> tables = tablesWith(facts, filter.column());
            if (tables.isEmpty() || !reported.add(last(filter.column()) + "=" + filter.value())) {
                continue;
            }
            String column = last(filter.column());
            boolean found = tables.stream().anyMatch(t -> data.occurs(t, column, filter.value(), filter.like()));
            if (!found) {
                findings.add(new Finding(Probe.VALUE_NOT_IN_DATA, "The SQL filters on " + column
                        + (filter.like() ? " LIKE '" : " = '") + filter.value() + "', but no row of "
                        + String.join(" or ", tables) + " holds that value."));
            }
        }
    }

    private void knowledge(SqlFacts facts, List<Finding> findings) {
        Map<String, Set<String>> read = new LinkedHashMap<>();
        facts.readTables().forEach(t -> read.put(t, new LinkedHashSet<>()));
        for (List<String> column : facts.columns()) {
            tablesWith(facts, column).forEach(t -> read.get(t).add(last(column).toLowerCase(Locale.ROOT)));
        }
        read.forEach((table, columns) -> knowledgeOf(table, columns, findings));
    }

    private void knowledgeOf(String table, Set<String> columns, List<Finding> findings) {
        Optional<TableMetadata> entry = entry(table);
        if (entry.isEmpty()) {
            if (!data.columns(table).isEmpty()) {
                findings.add(new Finding(Probe.UNDESCRIBED, "The SQL reads " + table
                        + ", which has no entry in metadata.yaml."));
            }
            return;
        }
        TableMetadata meta = entry.get();
        Set<String> changed = (meta.schemaDelta() == null ? Set.<String>of() : meta.schemaDelta().changedColumns());
        List<String> stale = columns.stream().filter(changed::contains).toList();
        if (meta.status() == TableStatus.STALE && !stale.isEmpty()) {
            findings.add(new Finding(Probe.STALE_COLUMN, "The SQL reads " + table + "." + String.join(", ", stale)
                    + ", which changed since the table's metadata was approved (" + deltaText(meta) + ")."));
        } else if (meta.status() == TableStatus.STALE) {
            findings.add(new Finding(Probe.STALE_TABLE, "The SQL reads " + table + ", whose metadata is stale ("
                    + deltaText(meta) + ")."));
        }
        List<String> undescribed = columns.stream().filter(c -> !stale.contains(c))
                .filter(c -> !meta.describes(c)).toList();
        if (!undescribed.isEmpty()) {
            findings.add(new Finding(Probe.UNDESCRIBED, "The SQL reads " + table + "." + String.join(", ", undescribed)
                    + ", which metadata.yaml does not describe."));
        }
    }

    /** The read tables (by qualifier, or all of them for a bare name) that have this column live. */
    private List<String> tablesWith(SqlFacts facts, List<String> reference) {
        String column = last(reference).toLowerCase(Locale.ROOT);
        List<String> candidates;
        if (reference.size() == 1) {
            candidates = List.copyOf(facts.readTables());
        } else {
            String qualifier = String.join(".", reference.subList(0, reference.size() - 1)).toLowerCase(Locale.ROOT);
            String table = facts.tables().get(qualifier);
            candidates = table == null ? List.of() : List.of(table);
        }
        return candidates.stream().filter(t -> data.columns(t).contains(column)).toList();
    }

    private Optional<TableMetadata> entry(String table) {
        if (table.startsWith("gold.")) {
            return metadata.table(Layer.GOLD, table.substring("gold.".length()));
        }
        return metadata.table(Layer.SILVER, table).or(() -> metadata.table(Layer.GOLD, table));
    }



    private static String deltaText(TableMetadata meta) {
        String delta = meta.schemaDelta() == null || meta.schemaDelta().isEmpty() ? "" : meta.schemaDelta().summary();
        String reason = meta.staleReason() == null ? "" : meta.staleReason();
        return delta.isEmpty() ? (reason.isEmpty() ? "marked stale" : reason) : delta;
    }

    private static String last(List<String> reference) {
        return reference.get(reference.size() - 1);
    }
}
