package dev.steward.sql;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;

/** Writes a small real project (silver orders + customers, gold revenue) with DuckDB-made Parquet. */
final class ProjectFixture {
    private ProjectFixture() {
    }

    static Project create(Path root) throws IOException, SQLException {
        Path silver = Files.createDirectories(root.resolve("data/silver"));
        Path gold = Files.createDirectories(root.resolve("data/gold/shop"));
        writeParquet(silver.resolve("orders.parquet"), "SELECT range AS id, range % 3 AS customer_id, "
                + "CASE WHEN range % 2 = 0 THEN 'update' ELSE 'new' END AS stage, "
                + "CASE WHEN range = 1 THEN 'drop table' ELSE 'ok' END AS note, "
                + "(range * 10.25)::DECIMAL(18,2) AS amount, DATE '2024-01-01' + range::INT AS order_date, "
                + "CASE WHEN range < 3 THEN 'North' ELSE 'South' END AS region FROM range(6)");
        writeParquet(silver.resolve("customers.parquet"),
                "SELECT range AS id, 'customer ' || range AS name FROM range(3)");
        writeParquet(gold.resolve("revenue.parquet"),
                "SELECT 'North' AS region, 30.75::DECIMAL(18,2) AS revenue UNION ALL SELECT 'South', 123.00");
        return open(root);
    }

    static Project open(Path root) {
        return new ProjectOpener(Map.of()).open(root);
    }

    static void writeParquet(Path file, String select) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            s.execute("COPY (" + select + ") TO '" + file.toString().replace("'", "''") + "' (FORMAT parquet)");
        }
    }
}
