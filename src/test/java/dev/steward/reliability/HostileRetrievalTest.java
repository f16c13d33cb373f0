package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.catalog.Catalog;
import dev.steward.error.FileFormatException;
import dev.steward.project.Project;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RankedTable;
import dev.steward.retrieval.RetrievalResult;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Retrieval (what the chat and {@code steward retrieve} run first) on hostile projects: unreadable Parquet is left
 * out and the rest ranks, odd and wide tables rank, and a hostile knowledge file stops it with the file and line.
 */
class HostileRetrievalTest {
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);

    @TempDir
    Path tmp;

    @Test
    void brokenOddEmptyAndWideTablesRankWhatCanBeQueried() {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        Path silver = project.resolve("data/silver");
        HostileProjects.write(silver.resolve("torn.parquet"), "PAR1 torn");
        String wide = IntStream.range(0, 2_000).mapToObj(i -> "range AS c" + i).collect(Collectors.joining(", "));
        HostileProjects.duckdb(
                "COPY (SELECT 1 AS id LIMIT 0) TO '" + HostileProjects.sqlPath(silver.resolve("nothing.parquet"))
                        + "' (FORMAT parquet)",
                "COPY (SELECT range AS id FROM range(2)) TO '" + HostileProjects.sqlPath(silver.resolve("select.parquet"))
                        + "' (FORMAT parquet)",
                "COPY (SELECT " + wide + " FROM range(2)) TO '" + HostileProjects.sqlPath(silver.resolve("wide.parquet"))
                        + "' (FORMAT parquet)");
        FolderSnapshot before = FolderSnapshot.of(project);

        RetrievalResult result = assertTimeoutPreemptively(HANG_GUARD, () -> retrieve(project, "order amount"));

        assertThat(result.tables()).extracting(RankedTable::name)
                .containsExactlyInAnyOrder("orders", "nothing", "select", "wide");
        assertThat(outsideCache(FolderSnapshot.of(project))).isEqualTo(outsideCache(before));
    }

    @Test
    void aGarbageExampleLineStopsRetrievalAtThatLine() {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        HostileProjects.write(project.resolve("examples/synthetic.jsonl"),
                "{\"question\": \"q\", \"sql\": \"SELECT 1\"}\n<<<<<<< HEAD\n");
        FolderSnapshot before = FolderSnapshot.of(project);

        assertThatThrownBy(() -> assertTimeoutPreemptively(HANG_GUARD, () -> retrieve(project, "orders")))
                .isInstanceOf(FileFormatException.class).hasMessageContaining("synthetic.jsonl:2");
        assertThat(FolderSnapshot.of(project)).isEqualTo(before);
    }

    @Test
    void anAliasBombMetadataFileStopsRetrievalNamingTheFile() {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        HostileProjects.write(project.resolve("metadata.yaml"), HostileProjects.resourceBytes("yaml/billion-laughs.yaml"));
        FolderSnapshot before = FolderSnapshot.of(project);

        assertThatThrownBy(() -> assertTimeoutPreemptively(HANG_GUARD, () -> retrieve(project, "orders")))
                .isInstanceOf(FileFormatException.class).hasMessageContaining("metadata.yaml");
        assertThat(FolderSnapshot.of(project)).isEqualTo(before);
    }

    private static RetrievalResult retrieve(Path root, String question) {
        Project project = HostileProjects.opener().open(root);
        try (Catalog catalog = new Catalog(project)) {
            return new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(project, catalog, new FakeEmbedder(), RetrievalSettings.defaults()).retrieve(question);
        }
    }

    /** Retrieval may (re)write its embedding cache under .steward; everything else must stay as it was. */
    private static Map<String, String> outsideCache(FolderSnapshot snapshot) {
        Map<String, String> entries = new TreeMap<>(snapshot.entries());
        entries.keySet().removeIf(k -> k.startsWith(".steward"));
        return entries;
    }
}
