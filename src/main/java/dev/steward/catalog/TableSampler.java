package dev.steward.catalog;

import dev.steward.project.ParquetTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deterministic sampling for drafting: for every column, the {@value #MAX_VALUES} most frequent distinct
 * non-null values (ties by value), long strings shortened, all in one DuckDB query per table. Unlike
 * openmedallion's {@code SELECT DISTINCT ... LIMIT 8} per column, two runs on the same file give the same values.
 */
public final class TableSampler {
    /** At most this many values per column. */
    public static final int MAX_VALUES = 8;
    private final Catalog catalog;

    public TableSampler(Catalog catalog) {
        this.catalog = catalog;
    }

    public TableSample sample(ParquetTable table) {
        TableSchema schema = catalog.schema(table);
        ValueRanking.refuseIfTooWide(table, schema.columns(), "samples values of");
        List<RankedValues> ranked = catalog.query(table,
                c -> new ValueRanking(MAX_VALUES, false).rank(c, table.file(), schema.columns()));
        Map<String, List<Object>> values = new LinkedHashMap<>();
        for (int i = 0; i < schema.columns().size(); i++) {
            values.put(schema.columns().get(i).name(), ranked.get(i).top().stream()
                    .map(v -> SafeValues.shortened(v.value())).distinct().toList());
        }
        return new TableSample(schema, values);
    }
}
