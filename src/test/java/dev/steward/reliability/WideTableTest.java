package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.TableProfiler;
import dev.steward.catalog.TableSampler;
import dev.steward.error.StewardException;
import dev.steward.metadata.MetadataReader;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RankedTable;
import dev.steward.retrieval.RetrievalResult;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.ChildJvm;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13's 10,000-column table (made with DuckDB, 5 rows) beside a normal one: the catalog describes it, the
 * profiler profiles it, the sandbox queries it, retrieval ranks it, and {@code steward metadata generate} in a
 * child JVM with a 128 MB heap either drafts it or refuses it with a sentence, never hangs or runs out of memory,
 * and leaves a metadata.yaml that parses. Every step runs under a hang guard.
 */
class WideTableTest {
    private static final int COLUMNS = 10_000;
    private static final Duration HANG_GUARD = Duration.ofSeconds(90);

    @TempDir
    static Path tmp;
    private static Path project;

    @BeforeAll
    static void makeTheWideTable() {
        project = HostileProjects.withOrders(tmp.resolve("p"));
        String columns = IntStream.range(0, COLUMNS).mapToObj(i -> "range + " + i + " AS c" + i)
                .collect(Collectors.joining(", "));
        HostileProjects.duckdb("COPY (SELECT " + columns + " FROM range(5)) TO '"
                + HostileProjects.sqlPath(project.resolve("data/silver/wide.parquet")) + "' (FORMAT parquet)");
    }

    @Test
    void theCatalogDescribesItTheSandboxQueriesItAndProfilingRefusesItInOneSentence() {
        Project opened = HostileProjects.opener().open(project);
        ParquetTable wide = table(opened, "wide");
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Catalog catalog = new Catalog(opened)) {
                assertThat(catalog.describe(wide)).hasSize(COLUMNS);
                assertThatThrownBy(() -> new TableProfiler(catalog).profile(wide))
                        .isInstanceOf(StewardException.class)
                        .hasMessage("Table 'wide' has 10,000 columns; Steward profiles tables of up to 1,000 columns.");
                assertThatThrownBy(() -> new TableSampler(catalog).sample(wide))
                        .isInstanceOf(StewardException.class).hasMessageContaining("10,000 columns");
            }
        });
        QueryResult result = assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Sandbox sandbox = Sandbox.open(opened, tmp.resolve("spill"))) {
                return new SqlExecutor(sandbox).execute("SELECT * FROM wide", QueryLimits.defaults());
            }
        });
        assertThat(result.columns()).hasSize(COLUMNS);
        assertThat(result.rows()).hasSize(5);
    }

    /** 201 columns take three passes of 100, 100 and 1 columns; every column lands in its own place. */
    @Test
    void aTableWiderThanOnePassIsProfiledColumnByColumnInOrder() {
        Path narrower = HostileProjects.withOrders(tmp.resolve("p201"));
        String columns = IntStream.range(0, 201).mapToObj(i -> "range * " + (i + 1) + " AS c" + i)
                .collect(Collectors.joining(", "));
        HostileProjects.duckdb("COPY (SELECT " + columns + " FROM range(4)) TO '"
                + HostileProjects.sqlPath(narrower.resolve("data/silver/w201.parquet")) + "' (FORMAT parquet)");
        Project opened = HostileProjects.opener().open(narrower);
        TableProfile profile = assertTimeoutPreemptively(HANG_GUARD, () -> {
            try (Catalog catalog = new Catalog(opened)) {
                return new TableProfiler(catalog).profile(table(opened, "w201"));
            }
        });
        assertThat(profile.rowCount()).isEqualTo(4);
        assertThat(profile.columns()).hasSize(201);
        for (int i : new int[] {0, 99, 100, 199, 200}) {
            assertThat(profile.columns().get(i).name()).isEqualTo("c" + i);
            assertThat(((Number) profile.columns().get(i).stats().max()).longValue()).as("max of c%d", i)
                    .isEqualTo(3L * (i + 1));
            assertThat(profile.columns().get(i).stats().distinctCount()).isEqualTo(4);
        }
    }

    private static ParquetTable table(Project opened, String name) {
        return opened.tables().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void retrievalRanksItBesideTheNormalTable() {
        RetrievalResult result = assertTimeoutPreemptively(HANG_GUARD, () -> {
            Project opened = HostileProjects.opener().open(project);
            try (Catalog catalog = new Catalog(opened)) {
                return new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                        .open(opened, catalog, new FakeEmbedder(), RetrievalSettings.defaults()).retrieve("c42 total");
            }
        });
        assertThat(result.tables()).extracting(RankedTable::name).containsExactlyInAnyOrder("orders", "wide");
    }

    @Test
    void metadataGenerateInA128MbJvmDraftsTheOtherTableAndRefusesTheWideOneInOneSentence() throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(chat -> dev.steward.testing.llm.FakeReply.text(
                    "{\"description\": \"Orders.\", \"columns\": {\"order_id\": {\"description\": \"Id.\"},"
                            + " \"amount\": {\"description\": \"Amount.\"}}}"));
            ChildJvm child = ChildJvm.start(CliChild.class, tmp.resolve("home").toString(), "metadata", "generate",
                    project.toString(), "--llm-url", ollama.baseUrl().toString(), "--timeout", "20");
            List<String> output = assertTimeoutPreemptively(HANG_GUARD, () -> lines(child));

            String all = String.join("\n", output);
            assertThat(output).as(all).last().isEqualTo("exit=1");
            assertThat(all).contains("wide (silver) - not drafted: Table 'wide' has 10,000 columns")
                    .doesNotContain("Exception");
            assertThat(ollama.chats()).as("only the normal table reached the model").hasSize(1);
            assertThat(new MetadataReader().read(project.resolve("metadata.yaml")).tables())
                    .containsOnlyKeys("orders");
        }
    }

    private static List<String> lines(ChildJvm child) throws Exception {
        List<String> lines = new ArrayList<>();
        for (String line = child.readLine(); line != null; line = child.readLine()) {
            lines.add(line);
        }
        child.process().waitFor();
        return lines;
    }
}
