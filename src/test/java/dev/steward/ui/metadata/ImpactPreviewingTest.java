package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Impact" in the review pane on a working copy of the sample: the real pipeline (MiniLM retrieval, the LangChain4j
 * client) against a fake Ollama that answers with each example's golden SQL, except that it follows a description
 * saying amounts are in cents. Nothing in the project is written.
 */
class ImpactPreviewingTest {
    private static final String REVENUE_2024 = "What was total closed-won revenue in 2024?";
    private static final String REGION_WINS = "How many deals did each region win?";
    private static final String CENTS = "One row per sales deal; amount is in euro cents.";
    @TempDir
    Path temp;
    private Project project;
    private String metadataBefore;

    @BeforeEach
    void copySample() throws Exception {
        Path root = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, temp)
                .workingCopy(temp.resolve("userdata"));
        project = new ProjectOpener(Map.of()).open(root);
        metadataBefore = Files.readString(project.metadataFile());
    }

    @Test
    void anEditThatBreaksAnExampleIsListedWithItsVerdictBeforeAndAfter() throws Exception {
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(),
                (question, prompt) -> prompt.contains("euro cents") && question.equals(REVENUE_2024)
                        ? "SELECT SUM(amount) / 100 AS revenue FROM transactions WHERE stage = 'closed_won' "
                        + "AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'" : null)) {
            ReviewViewModel review = opened("transactions", ollama.baseUrl().toString());
            review.field(ReviewViewModel.DESCRIPTION).orElseThrow().valueProperty().set(CENTS);

            review.previewImpact();

            ImpactPreviewing impact = review.impact();
            assertThat(impact.headlineProperty().get()).matches("1 of \\d+ verified examples that read transactions "
                    + "would change verdict \\(1 would stop passing\\)\\.");
            assertThat(impact.lines()).singleElement().satisfies(line -> {
                assertThat(line.question()).isEqualTo(REVENUE_2024);
                assertThat(line.before()).isEqualTo("PASS (MATCH)");
                assertThat(line.after()).isEqualTo("FAIL (VALUE_DIFF)");
                assertThat(line.regression()).isTrue();
            });
            assertThat(impact.jobProperty().get()).isNull();
            assertThat(ollama.chats()).anyMatch(c -> c.lastUserText().contains("euro cents"));
        }
        assertThat(Files.readString(project.metadataFile())).isEqualTo(metadataBefore);
        assertThat(project.curationLogFile()).doesNotExist();
        assertThat(temp.resolve("cache/impact")).isEmptyDirectory();
    }

    /**
     * The seeds spinner at 3: the model answers one question right and wrong by turns, so over the seeds it is
     * listed as flaky (not counted as a change); the cents description still breaks the revenue question under
     * every seed.
     */
    @Test
    void overThreeSeedsAFlakyQuestionIsListedApartAndNotCountedAsARegression() throws Exception {
        java.util.concurrent.atomic.AtomicInteger regionCalls = new java.util.concurrent.atomic.AtomicInteger();
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(),
                (question, prompt) -> {
                    if (question.equals(REGION_WINS)) {
                        return regionCalls.getAndIncrement() % 2 == 1 ? "SELECT r.region, COUNT(*) AS won_deals "
                                + "FROM transactions t JOIN reps r ON r.rep_id = t.rep_id WHERE t.stage = "
                                + "'closed_lost' GROUP BY r.region ORDER BY won_deals DESC" : null;
                    }
                    return prompt.contains("euro cents") && question.equals(REVENUE_2024) ? "SELECT SUM(amount) / 100 "
                            + "AS revenue FROM transactions WHERE stage = 'closed_won' AND txn_date BETWEEN DATE "
                            + "'2024-01-01' AND DATE '2024-12-31'" : null;
                }, Duration.ofMinutes(20))) {
            ReviewViewModel review = opened("transactions", ollama.baseUrl().toString());
            review.field(ReviewViewModel.DESCRIPTION).orElseThrow().valueProperty().set(CENTS);
            review.impact().seedsProperty().set(3);

            review.previewImpact();

            ImpactPreviewing impact = review.impact();
            assertThat(impact.headlineProperty().get()).matches("Over 3 seeds, 1 of \\d+ verified examples that "
                    + "read transactions would change verdict \\(1 would stop passing\\)\\. 1 more is flaky .*");
            assertThat(impact.lines()).hasSize(2);
            assertThat(impact.lines()).filteredOn(ImpactPreviewing.ImpactLine::flaky).singleElement()
                    .satisfies(line -> {
                        assertThat(line.question()).isEqualTo(REGION_WINS);
                        assertThat(line.regression()).isFalse();
                        assertThat(line.before()).isEqualTo("passed 2 of 3 [MATCH, VALUE_DIFF, MATCH]");
                        assertThat(line.after()).isEqualTo("passed 1 of 3 [VALUE_DIFF, MATCH, VALUE_DIFF]");
                    });
            assertThat(impact.lines()).filteredOn(ImpactPreviewing.ImpactLine::regression).singleElement()
                    .satisfies(line -> assertThat(line.question()).isEqualTo(REVENUE_2024));
            assertThat(ollama.chats()).extracting(c -> c.seed()).containsOnly(42, 43, 44);
        }
        assertThat(Files.readString(project.metadataFile())).isEqualTo(metadataBefore);
    }

    @Test
    void withNoLlmItSaysOncePlainlyWhatIsMissingAndWritesNothing() throws Exception {
        ReviewViewModel review = opened("transactions", "http://127.0.0.1:9");
        review.field(ReviewViewModel.DESCRIPTION).orElseThrow().valueProperty().set(CENTS);

        review.previewImpact();

        // once: the probe's "Start it with ollama serve" and a hint "Start Ollama (...)" each said it before
        assertThat(review.impact().problemProperty().get()).isEqualTo("The impact preview needs an LLM, and none "
                + "answers at http://127.0.0.1:9. Set the LLM URL in File ▸ Settings…, or start Ollama at that "
                + "address. Nothing was changed.");
        assertThat(review.impact().headlineProperty().get()).as("the bold result line").isEmpty();
        assertThat(review.impact().lines()).isEmpty();
        assertThat(Files.readString(project.metadataFile())).isEqualTo(metadataBefore);
    }

    /** The "no LLM" note is about one click: editing, another text, the review read again take it away. */
    @Test
    void theNoLlmMessageGoesWhenTheContextChanges() throws Exception {
        ReviewViewModel review = opened("transactions", "http://127.0.0.1:9");
        ImpactPreviewing impact = review.impact();

        review.previewImpact();
        assertThat(impact.problemProperty().get()).startsWith("The impact preview needs an LLM");
        review.editingProperty().set(true);
        assertThat(impact.problemProperty().get()).as("after E").isEmpty();

        review.previewImpact();
        assertThat(impact.problemProperty().get()).isNotEmpty();
        review.field(ReviewViewModel.DESCRIPTION).orElseThrow().valueProperty().set(CENTS);
        assertThat(impact.problemProperty().get()).as("after the pending edit changed").isEmpty();

        review.editingProperty().set(false);
        review.previewImpact();
        assertThat(impact.problemProperty().get()).isNotEmpty();
        review.reload();
        assertThat(impact.problemProperty().get()).as("after the review was read again").isEmpty();
    }

    private ReviewViewModel opened(String table, String llmUrl) {
        Catalog catalog = new Catalog(project);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        MetadataReview service = new MetadataReview(project, catalog, log,
                new MetadataApprovals(catalog, log, files, "tester"), new GlossaryApprovals(log, files, "tester"),
                new ProfileCache(project.cacheDir(), files));
        UserSettings settings = UserSettings.defaults().withLlm(llmUrl, FakeOllamaServer.DEFAULT_MODEL);
        ImpactCheck check = new ImpactCheck(project, () -> new MiniLmEmbedder(new EmbeddingModelLoader()),
                () -> settings, new OllamaStatusProbe(Duration.ofSeconds(2)), files, temp.resolve("cache"));
        MetadataViewModel viewModel = new MetadataViewModel(new ImmediateJobs(), new ErrorPresenter(), project,
                new TableListReader(new MetadataLoader()), service, (keys, context) -> "drafted", Optional.of(check));
        viewModel.load();
        viewModel.selectedProperty().set(viewModel.allRows().stream().filter(e -> e.key().equals(table))
                .findFirst().orElseThrow());
        return viewModel.review();
    }
}
