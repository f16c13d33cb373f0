package dev.steward.catalog;

import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Writes small real Parquet files with DuckDB for the catalog tests. */
final class ParquetFixtures {
    private ParquetFixtures() {
    }

    /** Writes the rows of {@code select} to {@code <dir>/<name>.parquet} and returns it as a silver table. */
    static ParquetTable write(Path dir, String name, String select) {
        Path file = dir.resolve(name + ".parquet");
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement()) {
            statement.execute("SET TimeZone = 'UTC'");
            statement.execute("COPY (" + select + ") TO '" + file.toString().replace("'", "''")
                    + "' (FORMAT parquet)");
        } catch (SQLException e) {
            throw new IllegalStateException("test fixture could not be written: " + e.getMessage(), e);
        }
        return new ParquetTable(name, Layer.SILVER, file);
    }

    /** A select with every awkward type the catalog must survive, two rows plus a row of NULLs. */
    static String awkwardTypes() {
        return """
                SELECT * FROM (VALUES
                  (12.50::DECIMAL(18,2), 1234567890123456.78::DECIMAL(18,2),
                   'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::UUID, INTERVAL 3 DAY,
                   TIMESTAMP '2024-01-02 03:04:05', TIMESTAMPTZ '2024-01-02 03:04:05+02', DATE '2024-01-02',
                   '\\xAA\\xBB'::BLOB, [1, 2], {'a': 1, 'b': 'x'}, MAP {'k': 1}, 'nan'::DOUBLE,
                   170141183460469231731687303715884105727::HUGEINT, TIME '10:11:12', NULL::VARCHAR),
                  (3.00::DECIMAL(18,2), 0.01::DECIMAL(18,2),
                   'b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::UUID, INTERVAL 90 MINUTE,
                   TIMESTAMP '2024-03-02 00:00:00', TIMESTAMPTZ '2024-03-02 00:00:00+00', DATE '2023-12-31',
                   '\\x00'::BLOB, [], {'a': 2, 'b': 'y'}, MAP {'k': 2}, 'inf'::DOUBLE,
                   -5::HUGEINT, TIME '00:00:00', NULL::VARCHAR),
                  (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, '-inf'::DOUBLE,
                   NULL, NULL, NULL)
                ) AS t(dec, big_dec, id, wait, ts, tstz, day, payload, list, struct, map, dbl, huge, tod, nothing)
                """;
    }
}
