package dev.steward.metadata;

import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Which tables a generate run visits and what it does with each: the project's Parquet tables in project order
 * (silver, then gold), matched to their entries by (layer, name), then the entries whose Parquet is gone. A new
 * gold table whose stem is already a key gets the key {@code gold.<stem>}, so it never overwrites a silver entry.
 */
final class GenerationPlan {
    private final List<ParquetTable> tables;
    private final MetadataConfig config;

    /** What a run does with one table. */
    enum Action { DRAFT, SKIP_APPROVED, FLAG_MISSING, REFUSE }

    /**
     * One table of the run.
     *
     * @param table   the Parquet table; null when it is missing
     * @param entry   the entry before the run; null for a new table
     * @param problem why a {@link Action#REFUSE} table cannot be drafted
     */
    record Step(Action action, String key, Layer layer, ParquetTable table, TableMetadata entry, String problem) {
    }

    GenerationPlan(List<ParquetTable> tables, MetadataConfig config) {
        this.tables = List.copyOf(tables);
        this.config = config;
    }

    /** Every step, or only those of the table named by {@code filter} (a key or a Parquet name). */
    List<Step> steps(Optional<String> filter) {
        List<Step> all = allSteps();
        if (filter.isEmpty()) {
            return all;
        }
        List<Step> chosen = all.stream().filter(s -> s.key().equals(filter.get())
                || s.table() != null && s.table().name().equals(filter.get())).toList();
        if (chosen.isEmpty()) {
            throw new StewardException("There is no table '" + filter.get() + "' in this project (tables: "
                    + String.join(", ", all.stream().map(Step::key).toList()) + ").",
                    "Check the name after --table; nothing was written.");
        }
        return chosen;
    }

    private List<Step> allSteps() {
        Set<String> usedKeys = new HashSet<>(config.tables().keySet());
        Set<String> matched = new HashSet<>();
        List<Step> steps = new ArrayList<>();
        for (ParquetTable table : tables) {
            Optional<TableMetadata> entry = config.table(table.layer(), table.name());
            if (entry.isPresent()) {
                matched.add(entry.get().key());
                steps.add(forEntry(entry.get(), table));
            } else {
                steps.add(forNewTable(table, usedKeys));
            }
        }
        config.tables().values().stream().filter(e -> !matched.contains(e.key())).forEach(e ->
                steps.add(new Step(Action.FLAG_MISSING, e.key(), e.layer(), null, e, null)));
        return steps;
    }

    private static Step forEntry(TableMetadata entry, ParquetTable table) {
        if (entry.status() == TableStatus.APPROVED) {
            return new Step(Action.SKIP_APPROVED, entry.key(), entry.layer(), table, entry, null);
        }
        if (!Files.exists(table.file())) {
            return new Step(Action.FLAG_MISSING, entry.key(), entry.layer(), null, entry, null);
        }
        return new Step(Action.DRAFT, entry.key(), entry.layer(), table, entry, null);
    }

    private static Step forNewTable(ParquetTable table, Set<String> usedKeys) {
        String key = table.name();
        if (usedKeys.contains(key) && table.layer() == Layer.GOLD) {
            key = TableMetadata.GOLD_PREFIX + table.name();
        }
        if (!usedKeys.add(key)) {
            return new Step(Action.REFUSE, key, table.layer(), table, null, "not drafted: the key '" + key
                    + "' already describes a " + (table.layer() == Layer.GOLD ? "silver" : "gold") + " table. "
                    + "Rename the gold entry to 'gold." + table.name() + "' so both tables can have one.");
        }
        return new Step(Action.DRAFT, key, table.layer(), table, null, null);
    }
}
