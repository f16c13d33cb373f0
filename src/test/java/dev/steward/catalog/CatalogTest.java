package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CatalogTest {
    @TempDir
    Path dir;

    @Test
    void describesWithDuckDbSpellingsAndOpenmedallionFingerprint() {
        ParquetTable orders = ParquetFixtures.write(dir, "orders",
                "SELECT 1::BIGINT AS order_id, 9.5::DOUBLE AS amount, 'north' AS region");
        try (Catalog catalog = new Catalog(List.of(orders))) {
            assertThat(catalog.describe(orders)).containsExactly(new ColumnSchema("order_id", "BIGINT"),
                    new ColumnSchema("amount", "DOUBLE"), new ColumnSchema("region", "VARCHAR"));
            assertThat(catalog.fingerprint(orders)).isEqualTo("f4577205c246844c");
        }
    }

    @Test
    void keepsExactTypeSpellingsOfAwkwardTypes() {
        ParquetTable table = ParquetFixtures.write(dir, "awkward", ParquetFixtures.awkwardTypes());
        try (Catalog catalog = new Catalog(List.of(table))) {
            assertThat(catalog.describe(table)).extracting(ColumnSchema::type)
                    .contains("DECIMAL(18,2)", "UUID", "INTERVAL", "TIMESTAMP", "TIMESTAMP WITH TIME ZONE", "DATE",
                            "BLOB", "INTEGER[]", "STRUCT(a INTEGER, b VARCHAR)", "MAP(VARCHAR, INTEGER)");
        }
    }

    @Test
    void describeAllListsEveryReadableTableAndNamesTheCorruptOnes() throws Exception {
        ParquetTable good = ParquetFixtures.write(dir, "good", "SELECT 1 AS id");
        ParquetTable empty = ParquetFixtures.write(dir, "empty", "SELECT 1 AS id, 'x' AS name WHERE false");
        ParquetTable truncated = truncatedCopy(good, "truncated");
        Path garbage = dir.resolve("garbage.parquet");
        Files.writeString(garbage, "this is not parquet");
        ParquetTable notParquet = new ParquetTable("garbage", Layer.GOLD, garbage);
        try (Catalog catalog = new Catalog(List.of(good, truncated, empty, notParquet))) {
            SchemaScan scan = catalog.describeAll();
            assertThat(scan.schemas()).extracting(s -> s.table().name()).containsExactly("good", "empty");
            assertThat(scan.schemas().get(1).columns()).hasSize(2);
            assertThat(scan.unreadable()).extracting(u -> u.table().name()).containsExactly("truncated", "garbage");
            assertThat(scan.unreadable().get(0).problem()).contains("truncated.parquet");
            assertThat(scan.unreadable().get(1).problem()).contains("garbage.parquet");
        }
    }

    @Test
    void samplingOrProfilingACorruptFileGivesAnErrorNamingTheFile() throws Exception {
        ParquetTable good = ParquetFixtures.write(dir, "good", "SELECT range AS id FROM range(1000)");
        ParquetTable truncated = truncatedCopy(good, "broken");
        try (Catalog catalog = new Catalog(List.of(truncated))) {
            assertThatThrownBy(() -> new TableSampler(catalog).sample(truncated))
                    .isInstanceOf(StewardException.class).hasMessageContaining("broken.parquet");
            assertThatThrownBy(() -> new TableProfiler(catalog).profile(truncated))
                    .isInstanceOf(StewardException.class).hasMessageContaining("broken.parquet")
                    .satisfies(e -> assertThat(((StewardException) e).hint()).isPresent());
        }
    }

    @Test
    void aClosedCatalogRefusesWorkWithAClearMessage() {
        ParquetTable table = ParquetFixtures.write(dir, "t", "SELECT 1 AS id");
        Catalog catalog = new Catalog(List.of(table));
        catalog.warm();
        catalog.close();
        assertThatThrownBy(() -> catalog.describe(table)).isInstanceOf(StewardException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void aCancelledJobStopsBeforeItsNextStatementAndTheCatalogStaysUsable() {
        ParquetTable table = ParquetFixtures.write(dir, "t", "SELECT range AS id FROM range(10)");
        try (Catalog catalog = new Catalog(List.of(table))) {
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(catalog::describeAll).isInstanceOf(CancellationException.class);
                assertThatThrownBy(() -> new TableProfiler(catalog).profile(table))
                        .isInstanceOf(CancellationException.class);
            } finally {
                Thread.interrupted();
            }
            assertThat(new TableProfiler(catalog).profile(table).rowCount()).isEqualTo(10);
        }
    }

    @Test
    void backgroundJobsCanShareOneCatalog() throws Exception {
        ParquetTable a = ParquetFixtures.write(dir, "a", "SELECT range % 7 AS k, 'v' || (range % 3) AS v FROM range(500)");
        ParquetTable b = ParquetFixtures.write(dir, "b", "SELECT range::DOUBLE AS x FROM range(300)");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (Catalog catalog = new Catalog(List.of(a, b))) {
            TableSample expectedA = new TableSampler(catalog).sample(a);
            TableProfile expectedB = new TableProfiler(catalog).profile(b);
            List<Future<Object>> results = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                boolean sample = i % 2 == 0;
                results.add(pool.submit(() -> sample ? new TableSampler(catalog).sample(a)
                        : (Object) new TableProfiler(catalog).profile(b)));
            }
            for (int i = 0; i < results.size(); i++) {
                assertThat(results.get(i).get(60, TimeUnit.SECONDS)).isEqualTo(i % 2 == 0 ? expectedA : expectedB);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private ParquetTable truncatedCopy(ParquetTable source, String name) throws Exception {
        byte[] bytes = Files.readAllBytes(source.file());
        Path target = dir.resolve(name + ".parquet");
        Files.write(target, Arrays.copyOf(bytes, bytes.length / 2));
        return new ParquetTable(name, Layer.SILVER, target);
    }
}
