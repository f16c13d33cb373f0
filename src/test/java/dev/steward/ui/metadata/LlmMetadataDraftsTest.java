package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.catalog.ProfileCache;
import dev.steward.error.StewardException;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.metadata.DraftScript;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.fx.JobContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tab's "Draft with LLM" / R against the real LangChain4j client and a scripted fake Ollama. */
class LlmMetadataDraftsTest {
    @TempDir
    Path temp;
    private FakeOllamaServer ollama;
    private Catalog catalog;
    private Project project;
    private final List<String> progress = new ArrayList<>();
    private final JobContext context = new JobContext() {
        @Override
        public boolean isCancelled() {
            return false;
        }

        @Override
        public void progress(double fraction, String message) {
            progress.add(message);
        }
    };

    @BeforeEach
    void setUp() throws Exception {
        Path silver = Files.createDirectories(temp.resolve("shop/data/silver"));
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duck.createStatement()) {
            sql.execute("COPY (SELECT 1 AS order_id, 9.5 AS amount) TO "
                    + ParquetDescriber.sqlString(silver.resolve("orders.parquet").toString()) + " (FORMAT parquet)");
        }
        project = new ProjectOpener(Map.of()).open(temp.resolve("shop"));
        catalog = new Catalog(project);
        ollama = FakeOllamaServer.start();
    }

    @AfterEach
    void tearDown() {
        ollama.close();
        catalog.close();
    }

    @Test
    void draftsTheTableWithOneCallAndReportsProgressPerTable() {
        ollama.script(new DraftScript());

        String summary = generator(ollama.baseUrl().toString()).generate(List.of(), context);

        assertThat(summary).isEqualTo("Drafted orders.");
        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(new MetadataReader().read(project.metadataFile()).tables().get("orders").status())
                .isEqualTo(TableStatus.DRAFT);
        assertThat(progress).contains("Drafting orders (1 of 1)");
    }

    @Test
    void withNoLlmListeningItSaysWhatToStartAndWritesNothing() {
        assertThatThrownBy(() -> generator("http://127.0.0.1:9").generate(List.of("orders"), context))
                .isInstanceOf(StewardException.class).hasMessageContaining("ollama serve");
        assertThat(project.metadataFile()).doesNotExist();
    }

    private DraftGenerator generator(String url) {
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        UserSettings settings = UserSettings.defaults().withLlm(url, FakeOllamaServer.DEFAULT_MODEL);
        return new ProbingDraftGenerator(new OllamaStatusProbe(Duration.ofSeconds(2)), () -> settings,
                Optional.of(new LlmMetadataDrafts(project, catalog, log, files, "tester",
                        new ProfileCache(project.cacheDir(), files), () -> settings)));
    }
}
