package dev.steward.catalog;

import dev.steward.project.ParquetTable;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Profiles a table with DuckDB alone, in three passes over its Parquet: the value ranking (top values and
 * exact distinct counts, {@link ValueRanking}), one aggregate SELECT (row count, non-null counts, min, max,
 * mean) and one histogram SELECT. See ADR 0005 for the dtype rule; ProfilingBenchmark compares the cost with
 * DuckDB's own SUMMARIZE.
 */
public final class TableProfiler {
    /** Columns profiled per set of passes; a table this narrow or narrower takes one set, as before. */
    static final int COLUMNS_PER_PASS = ValueRanking.COLUMNS_PER_STATEMENT;
    private final Catalog catalog;

    public TableProfiler(Catalog catalog) {
        this.catalog = catalog;
    }

    public TableProfile profile(ParquetTable table) {
        TableSchema schema = catalog.schema(table);
        List<ColumnSchema> columns = schema.columns();
        ValueRanking.refuseIfTooWide(table, columns, "profiles");
        return catalog.query(table, c -> {
            List<ColumnProfile> profiles = new ArrayList<>();
            long rows = 0;
            // One set of passes per batch of columns: with one statement for all columns, a 1,000-column table
            // crashed DuckDB (SIGSEGV, taking the JVM with it) and 250 columns took seconds per pass.
            int from = 0;
            do {
                List<ColumnSchema> batch = columns.subList(from, Math.min(columns.size(), from + COLUMNS_PER_PASS));
                rows = profileBatch(c, table, batch, profiles);
                Catalog.stopIfCancelled();
                from += COLUMNS_PER_PASS;
            } while (from < columns.size());
            return new TableProfile(table.name(), table.layer(), schema.fingerprint(), rows, profiles);
        });
    }

    /** Profiles {@code columns} into {@code profiles} and returns the table's row count. */
    private static long profileBatch(Connection c, ParquetTable table, List<ColumnSchema> columns,
                                     List<ColumnProfile> profiles) throws SQLException {
        List<RankedValues> ranked = new ValueRanking(ColumnProfile.MAX_ACCEPTED_VALUES, true)
                .rank(c, table.file(), columns);
        Catalog.stopIfCancelled();
        ColumnAggregates.Result aggregates = new ColumnAggregates().compute(c, table.file(), columns);
        Catalog.stopIfCancelled();
        List<Histogram> histograms = new HistogramQuery().compute(c, table.file(), columns, aggregates);
        for (int i = 0; i < columns.size(); i++) {
            profiles.add(column(columns.get(i), ranked.get(i), aggregates.rowCount(),
                    aggregates.columns().get(i), histograms.get(i)));
        }
        return aggregates.rowCount();
    }

    private static ColumnProfile column(ColumnSchema column, RankedValues ranked, long rows,
                                        ColumnAggregates.Aggregate aggregate, Histogram histogram) {
        Dtype dtype = DtypeRule.classify(column.type(), ranked.distinctCount(), aggregate.nonNull());
        List<ValueCount> top = ranked.top().stream().limit(ColumnProfile.MAX_TOP_VALUES)
                .map(v -> new ValueCount(SafeValues.shortened(v.value()), v.count())).toList();
        Histogram shown = histogram.kind() == Histogram.Kind.NONE ? topValuesHistogram(top) : histogram;
        return new ColumnProfile(column.name(), column.type(), dtype, stats(column, dtype, ranked, rows, aggregate),
                acceptedValues(dtype, ranked), top, shown);
    }

    private static ProfileStats stats(ColumnSchema column, Dtype dtype, RankedValues ranked, long rows,
                                      ColumnAggregates.Aggregate aggregate) {
        double nullPct = rows == 0 ? 0.0 : (double) (rows - aggregate.nonNull()) / rows;
        if (dtype != Dtype.NUMERIC) {
            return new ProfileStats(nullPct, ranked.distinctCount(), null, null, null);
        }
        ValueKind kind = ValueKind.of(column.type());
        return new ProfileStats(nullPct, ranked.distinctCount(), SafeValues.fromDuckDbText(kind, aggregate.min()),
                SafeValues.fromDuckDbText(kind, aggregate.max()), aggregate.mean());
    }

    /** All values, sorted by their string form as openmedallion sorts them, for small categorical/boolean columns. */
    private static List<Object> acceptedValues(Dtype dtype, RankedValues ranked) {
        boolean enumerable = dtype == Dtype.CATEGORICAL || dtype == Dtype.BOOLEAN;
        long distinct = ranked.distinctCount();
        if (!enumerable || distinct == 0 || distinct > ColumnProfile.MAX_ACCEPTED_VALUES) {
            return null;
        }
        return ranked.top().stream().map(ValueCount::value)
                .sorted(Comparator.comparing(String::valueOf)).toList();
    }

    private static Histogram topValuesHistogram(List<ValueCount> top) {
        if (top.isEmpty()) {
            return Histogram.none();
        }
        return new Histogram(Histogram.Kind.TOP_VALUES,
                top.stream().map(v -> new HistogramBin(String.valueOf(v.value()), v.count())).toList());
    }
}
