package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Checks a candidate join path against the Parquet data with one DuckDB query: are the target columns unique,
 * what share of non-null source keys find no target row, are the types comparable, and what cardinality results.
 */
public final class RelationshipVerifier {
    private final Connection connection;
    private final Map<String, Path> parquetFiles;
    private final SchemaColumns schema;
    private final Clock clock;
    private final Map<String, Long> rowCounts = new HashMap<>();
    private final ColumnDistincts distincts;

    /** Uses (does not own) {@code connection}; {@code parquetFiles} maps each table to its Parquet file. */
    public RelationshipVerifier(Connection connection, Map<String, Path> parquetFiles, SchemaColumns schema,
                                Clock clock) {
        this.connection = connection;
        this.parquetFiles = Map.copyOf(parquetFiles);
        this.schema = schema;
        this.clock = clock;
        this.distincts = new ColumnDistincts(connection, schema, this::scan);
    }

    /**
     * True when neither side of {@code candidate} can be unique (from per-column distinct counts, one query per
     * table): its measurement would say "the target columns are not unique" in both directions.
     */
    public boolean uniqueOnNeitherSide(Relationship candidate) {
        if (bothEmpty(candidate)) {
            return false;
        }
        return distincts.provablyNotUnique(candidate.fromTable(), candidate.joinOn().stream()
                .map(JoinColumn::fromColumn).toList())
                && distincts.provablyNotUnique(candidate.toTable(), candidate.joinOn().stream()
                .map(JoinColumn::toColumn).toList());
    }

    /** What the data says about {@code candidate}; also whether the source side is unique (for direction). */
    public Measurement measure(Relationship candidate) {
        boolean compatible = candidate.joinOn().stream().allMatch(j -> TypeFamily.compatible(
                typeOf(candidate.fromTable(), j.fromColumn()), typeOf(candidate.toTable(), j.toColumn())));
        long[] counts = bothEmpty(candidate) ? new long[5] : counts(candidate, compatible);
        long sourceRows = counts[0];
        long nonNull = counts[1];
        long orphans = counts[2];
        boolean targetUnique = counts[3] <= 1;
        boolean sourceUnique = counts[4] == nonNull;
        Double orphanPct = nonNull == 0 ? null : Math.round(orphans * 10000.0 / nonNull) / 100.0;
        Cardinality cardinality = !targetUnique ? Cardinality.MANY_TO_MANY
                : sourceUnique ? Cardinality.ONE_TO_ONE : Cardinality.MANY_TO_ONE;
        String checkedAt = Instant.now(clock).truncatedTo(ChronoUnit.SECONDS).toString();
        // an all-null column's declared type says nothing (writers default it), so compatibility is unknown
        Boolean typesCompatible = nonNull == 0 && !compatible ? null : compatible;
        return new Measurement(new RelationshipEvidence(targetUnique, orphanPct, orphans, sourceRows,
                typesCompatible, cardinality, checkedAt), nonNull, sourceUnique);
    }

    /** Source rows, non-null source keys, orphans, the most rows one target key has, distinct source keys. */
    private long[] counts(Relationship candidate, boolean compatible) {
        String sql = query(candidate, compatible);
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return new long[] {row.getLong(1), row.getLong(2), row.getLong(3), row.getLong(4), row.getLong(5)};
        } catch (SQLException e) {
            throw new StewardException("Could not check " + candidate.identity() + " against the data: "
                    + e.getMessage(), "Check that both tables' Parquet files are readable.", e);
        }
    }

    /**
     * How the distinct non-null values of {@code fromTable.fromColumn} fall into {@code toTable.toColumn}: how many
     * there are, how many the target lacks, and how many distinct target values there are. One query.
     */
    public Containment containment(String fromTable, String fromColumn, String toTable, String toColumn) {
        String sql = "WITH s AS (SELECT DISTINCT " + quoteIdentifier(fromColumn) + " AS k FROM " + scan(fromTable)
                + " WHERE " + quoteIdentifier(fromColumn) + " IS NOT NULL), t AS (SELECT DISTINCT "
                + quoteIdentifier(toColumn) + " AS k FROM " + scan(toTable) + " WHERE " + quoteIdentifier(toColumn)
                + " IS NOT NULL) SELECT (SELECT count(*) FROM s), "
                + "(SELECT count(*) FROM s WHERE NOT EXISTS (SELECT 1 FROM t WHERE t.k = s.k)), (SELECT count(*) FROM t)";
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            return new Containment(row.getLong(1), row.getLong(2), row.getLong(3));
        } catch (SQLException e) {
            throw new StewardException("Could not compare " + fromTable + "." + fromColumn + " with " + toTable
                    + "." + toColumn + ": " + e.getMessage(), "Check that both tables' Parquet files are readable.", e);
        }
    }

    /** Distinct non-null source values, how many of them the target lacks, and distinct target values. */
    public record Containment(long distinct, long missing, long targetDistinct) {
    }

    /**
     * Both tables without rows (a names-only schema): every count is 0, known from the Parquet footers without a
     * query per candidate — a 150-table names-only schema has thousands of shared-column pairs.
     */
    private boolean bothEmpty(Relationship candidate) {
        return rows(candidate.fromTable()) == 0 && rows(candidate.toTable()) == 0;
    }

    private long rows(String table) {
        Long known = rowCounts.get(table);
        if (known != null) {
            return known;
        }
        String sql = "SELECT count(*) FROM " + scan(table);
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            row.next();
            long rows = row.getLong(1);
            rowCounts.put(table, rows);
            return rows;
        } catch (SQLException e) {
            throw new StewardException("Could not count the rows of '" + table + "': " + e.getMessage(),
                    "Check that its Parquet file is readable.", e);
        }
    }

    /**
     * Evidence ({@code orphanPct} null when no source key is non-null) plus the counts that decide direction
     * and confidence but are not stored.
     */
    public record Measurement(RelationshipEvidence evidence, long nonNullSourceKeys, boolean sourceUnique) {
    }

    private String typeOf(String table, String column) {
        return schema.columns(table).stream().filter(c -> c.name().equals(column)).map(ColumnSchema::type)
                .findFirst().orElse("");
    }

    private String query(Relationship r, boolean compatible) {
        List<JoinColumn> join = r.joinOn();
        String sourceKeys = keyList(join.stream().map(JoinColumn::fromColumn).toList(), compatible);
        String targetKeys = keyList(join.stream().map(JoinColumn::toColumn).toList(), compatible);
        String notNull = IntStream.range(0, join.size()).mapToObj(i -> "k" + i + " IS NOT NULL")
                .collect(Collectors.joining(" AND "));
        String matches = IntStream.range(0, join.size()).mapToObj(i -> "t.k" + i + " = s.k" + i)
                .collect(Collectors.joining(" AND "));
        String keyNames = IntStream.range(0, join.size()).mapToObj(i -> "k" + i).collect(Collectors.joining(", "));
        return "WITH s AS (SELECT " + sourceKeys + " FROM " + scan(r.fromTable()) + "), "
                + "t AS (SELECT " + keyNames + ", count(*) AS n FROM (SELECT " + targetKeys + " FROM "
                + scan(r.toTable()) + ") WHERE " + notNull + " GROUP BY ALL) "
                + "SELECT (SELECT count(*) FROM s), (SELECT count(*) FROM s WHERE " + notNull + "), "
                + "(SELECT count(*) FROM s WHERE " + notNull + " AND NOT EXISTS (SELECT 1 FROM t WHERE " + matches
                + ")), (SELECT coalesce(max(n), 0) FROM t), "
                + "(SELECT count(*) FROM (SELECT DISTINCT " + keyNames + " FROM s WHERE " + notNull + "))";
    }

    /** {@code "a" AS k0, "b" AS k1}; cast to text when the types are not comparable as they are. */
    private static String keyList(List<String> columns, boolean compatible) {
        return IntStream.range(0, columns.size()).mapToObj(i -> {
            String column = quoteIdentifier(columns.get(i));
            return (compatible ? column : "CAST(" + column + " AS VARCHAR)") + " AS k" + i;
        }).collect(Collectors.joining(", "));
    }

    private String scan(String table) {
        Path file = parquetFiles.get(table);
        if (file == null) {
            throw new StewardException("No Parquet file for table '" + table + "'.",
                    "Run the pipeline that writes it, or remove the relationship.");
        }
        return "read_parquet(" + ParquetDescriber.sqlString(file.toString()) + ")";
    }

    static String quoteIdentifier(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    /** Broad type families whose members DuckDB compares without surprises. */
    static final class TypeFamily {
        private TypeFamily() {
        }

        static boolean compatible(String a, String b) {
            return family(a).equals(family(b));
        }

        static String family(String type) {
            String t = type.toUpperCase(Locale.ROOT);
            if (t.matches("U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)|INT\\d*|DECIMAL.*|NUMERIC.*")
                    || t.matches("DOUBLE|FLOAT|REAL")) {
                return "number";
            }
            if (t.startsWith("VARCHAR") || t.equals("TEXT") || t.startsWith("CHAR") || t.equals("STRING")) {
                return "text";
            }
            if (t.startsWith("TIMESTAMP") || t.equals("DATE")) {
                return "time";
            }
            return t;
        }
    }
}
