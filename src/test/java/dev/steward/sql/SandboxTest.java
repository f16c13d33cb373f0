package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.project.Project;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The sandbox on its own, through a raw connection: what holds even if the gate were bypassed. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SandboxTest {
    private Path root;
    private Path outside;
    private Path tempDir;
    private Sandbox sandbox;

    @BeforeAll
    void openSandbox(@TempDir Path tmp) throws Exception {
        root = tmp.resolve("odd project");
        Project plain = ProjectFixture.create(root);
        Path silver = plain.silverDir().orElseThrow();
        ProjectFixture.writeParquet(silver.resolve("o'dd - näme \"x\".parquet"), "SELECT 42 AS answer");
        ProjectFixture.writeParquet(root.resolve("data/gold/shop/sales by-region.parquet"), "SELECT 'x' AS r");
        Files.writeString(silver.resolve("torn.parquet"), "PAR1 not really");
        outside = tmp.resolve("outside.parquet");
        ProjectFixture.writeParquet(outside, "SELECT 'secret' AS s");
        tempDir = tmp.resolve("private-tmp");
        sandbox = Sandbox.open(ProjectFixture.open(root), tempDir);
    }

    @AfterAll
    void close() {
        sandbox.close();
    }

    @Test
    void viewsOverOddFileNamesAreQueryableAfterTheLock() throws SQLException {
        assertThat(single("SELECT answer FROM \"o'dd - näme \"\"x\"\"\"")).isEqualTo("42");
        assertThat(single("SELECT r FROM gold.\"sales by-region\"")).isEqualTo("x");
        assertThat(single("SELECT count(*) FROM orders")).isEqualTo("6");
        assertThat(single("SELECT current_setting('lock_configuration')")).isEqualTo("true");
        assertThat(single("SELECT current_setting('enable_external_access')")).isEqualTo("false");
    }

    @Test
    void oddViewNamesPassTheGateAsDuckDbQuotesThem() {
        QueryResult result = new SqlExecutor(sandbox).execute(
                "SELECT answer FROM \"O'DD - näme \"\"x\"\"\" JOIN gold.\"Sales By-Region\" ON true",
                QueryLimits.defaults());

        assertThat(result.rows()).containsExactly(List.of(42));
    }

    @Test
    void aBrokenParquetFileIsLeftOutAndReportedInsteadOfBreakingTheSandbox() {
        assertThat(sandbox.problems()).singleElement().asString().contains("torn", "not queryable");
        assertThat(sandbox.relations().allows("", "", "torn")).isFalse();
        assertThat(sandbox.relations().allows("", "", "orders")).isTrue();
    }

    @Test
    void temporaryFilesGoToThePrivateFolder() throws SQLException {
        assertThat(Path.of(single("SELECT current_setting('temp_directory')"))).isEqualTo(tempDir.toAbsolutePath());
        assertThat(tempDir).isDirectory();
    }

    List<String> escapes() {
        String out = outside.toString().replace("'", "''");
        String silver = root.resolve("data/silver").toString().replace("'", "''");
        return List.of("SELECT * FROM read_csv('/etc/passwd')",
                "SELECT * FROM read_text('/etc/hostname')",
                "SELECT * FROM read_parquet('" + out + "')",
                "SELECT * FROM '" + out + "'",
                "SELECT * FROM read_parquet('" + silver + "/../../../outside.parquet')",
                "SELECT * FROM glob('/etc/*')",
                "SELECT * FROM read_parquet('https://example.com/x.parquet')",
                "COPY (SELECT 1) TO '" + out + ".csv'",
                "ATTACH '" + out + ".duckdb' AS other",
                "EXPORT DATABASE '" + out + "-export'",
                "INSTALL httpfs",
                "LOAD httpfs",
                "SET enable_external_access = true",
                "SET allowed_directories = ['/']",
                "RESET lock_configuration",
                "SET threads = 1",
                "PRAGMA enable_profiling");
    }

    @ParameterizedTest(name = "raw connection refuses: {0}")
    @MethodSource("escapes")
    void lockedSandboxRefusesEscapesEvenWithoutTheGate(String sql) {
        assertThatThrownBy(() -> single(sql)).isInstanceOf(SQLException.class)
                .hasMessageMatching("(?s).*(Permission Error|configuration has been locked|disabled).*");
        assertThat(Path.of(outside + ".csv")).doesNotExist();
        assertThat(Path.of(outside + "-export")).doesNotExist();
    }

    /**
     * Issue 19: the sandbox allows exactly the viewed Parquet files, no folder. A raw connection can no longer
     * write inside the data folders or read a file beside the tables (on main both worked).
     */
    @Test
    void rawConnectionCanNeitherWriteNorReadBesideTheViewedFiles() throws Exception {
        Path written = root.resolve("data/silver/written.csv");
        Path beside = Files.writeString(root.resolve("data/silver/notes.csv"), "secret,line\n");
        try {
            assertThatThrownBy(() -> single("COPY (SELECT 1 AS x) TO '" + sqlText(written) + "'"))
                    .hasMessageContaining("Permission Error");
            assertThatThrownBy(() -> single("SELECT * FROM read_csv('" + sqlText(beside) + "')"))
                    .hasMessageContaining("Permission Error");
            assertThat(single("SELECT json_serialize_plan('SELECT * FROM read_csv(''" + sqlText(beside)
                    + "'')')")).contains("\"error_type\":\"permission\"").doesNotContain("secret");
            assertThat(written).doesNotExist();
        } finally {
            Files.deleteIfExists(beside);
        }
    }

    private static String sqlText(Path path) {
        return path.toString().replace("'", "''");
    }

    private String single(String sql) throws SQLException {
        try (Connection connection = sandbox.connect(); Statement statement = connection.createStatement()) {
            if (!statement.execute(sql)) {
                return "";
            }
            try (ResultSet rows = statement.getResultSet()) {
                return rows.next() ? rows.getString(1) : "";
            }
        }
    }
}
