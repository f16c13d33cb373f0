package dev.steward.reliability;

import dev.steward.cli.CliServices;
import dev.steward.health.CheckResult;
import dev.steward.project.ProjectOpener;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

/** Builds small real projects (real Parquet via DuckDB) and runs the real doctor the CLI composes. */
final class HostileProjects {
    private HostileProjects() {
    }

    /** A project folder with data/silver/orders.parquet (3 rows) and nothing else. */
    static Path withOrders(Path folder) {
        try {
            Path silver = Files.createDirectories(folder.resolve("data/silver"));
            duckdb("COPY (SELECT range AS order_id, range * 2.5 AS amount FROM range(3)) TO '"
                    + sqlPath(silver.resolve("orders.parquet")) + "' (FORMAT parquet)");
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void duckdb(String... statements) {
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:"); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static String sqlPath(Path file) {
        return file.toString().replace("'", "''");
    }

    static Path resource(String name) {
        try {
            return Path.of(HostileProjects.class.getResource("/reliability/" + name).toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static byte[] resourceBytes(String name) {
        try {
            return Files.readAllBytes(resource(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(Path file, byte[] bytes) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(Path file, String text) {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The project checks of {@code steward doctor PROJECT}, composed exactly as the CLI composes them. */
    static List<CheckResult> doctor(Path home, Path project) {
        CliServices services = new CliServices(Map.of("STEWARD_HOME", home.toString()),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        return services.projectDoctor().check(project);
    }

    static ProjectOpener opener() {
        return new ProjectOpener(Map.of());
    }
}
