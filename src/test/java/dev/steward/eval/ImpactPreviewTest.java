package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.Sandbox;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The impact preview on a copy of the sample project with the real pipeline against a scripted Ollama. */
class ImpactPreviewTest {
    private static final String REVENUE_2024 = "What was total closed-won revenue in 2024?";
    private static final String REVENUE_IN_CENTS = "SELECT SUM(amount) / 100 AS revenue FROM transactions WHERE "
            + "stage = 'closed_won' AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'";
    private static final String REGION_WINS = "How many deals did each region win?";
    private static final String REGION_LOSSES = "SELECT r.region, COUNT(*) AS won_deals FROM transactions t JOIN reps r "
            + "ON r.rep_id = t.rep_id WHERE t.stage = 'closed_lost' GROUP BY r.region ORDER BY won_deals DESC";
    @TempDir
    Path tmp;

    @Test
    void aPendingDescriptionEditThatBreaksAnExampleIsReportedAndNothingIsWritten() throws Exception {
        Path root = copySample(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(root);
        List<Example> examples = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        PendingChange edit = new PendingChange.DescriptionEdit("transactions", null,
                "One row per sales deal; amount is in euro cents.");
        Map<Path, String> filesBefore = snapshot(root);
        // the model follows the curated description it is shown: cents become dollars by dividing by 100
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(),
                (question, prompt) -> prompt.contains("euro cents") && question.equals(REVENUE_2024)
                        ? "SELECT SUM(amount) / 100 AS revenue FROM transactions WHERE stage = 'closed_won' "
                        + "AND txn_date BETWEEN DATE '2024-01-01' AND DATE '2024-12-31'" : null);
             Sandbox sandbox = Sandbox.open(project, tmp.resolve("duck"))) {
            AnswerSourceFactory pipelines = PipelineAnswerSource.factory(new MiniLmEmbedder(new EmbeddingModelLoader()),
                    ollama.llm(), PipelineSettings.defaults(), Clock.systemUTC(),
                    new AtomicFiles());
            ImpactReport report = new ImpactPreview(pipelines, tmp.resolve("scratch")).preview(project, sandbox,
                    examples, edit, EvalSettings.defaults(false, "m", "u"), EvalProgress.NONE,
                    new EvalCancellation());

            assertThat(report.tables()).containsExactly("transactions");
            assertThat(report.before()).isNotEmpty().allMatch(r -> r.reason() == ReasonCode.MATCH);
            assertThat(report.before()).noneMatch(r -> r.question().startsWith("Which regions missed"));
            assertThat(report.changes().changes()).singleElement().satisfies(change -> {
                assertThat(change.question()).isEqualTo(REVENUE_2024);
                assertThat(change.beforeReason()).isEqualTo(ReasonCode.MATCH);
                assertThat(change.afterReason()).isEqualTo(ReasonCode.VALUE_DIFF);
                assertThat(change.regression()).isTrue();
            });
            assertThat(ollama.chats()).anyMatch(c -> c.lastUserText().contains("euro cents"));
        }
        assertThat(snapshot(root)).isEqualTo(filesBefore);
        assertThat(tmp.resolve("scratch")).isEmptyDirectory();
    }

    /**
     * Issue 23's noise band in the impact preview: each side under seeds 42, 43, 44. The model answers one question
     * right and wrong by turns (right, wrong, right as it is; wrong, right, wrong as if approved), so its first
     * seed alone reads as a regression; over the seeds it is flaky and not counted. The cents description is a real
     * change: wrong under every seed after, a regression. Every golden ran once for both sides and all seeds.
     */
    @Test
    void overThreeSeedsAQuestionAnsweredDifferentlyEachCallIsFlakyWhileAStableChangeIsARegression() throws Exception {
        Path root = copySample(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(root);
        List<Example> examples = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        PendingChange edit = new PendingChange.DescriptionEdit("transactions", null,
                "One row per sales deal; amount is in euro cents.");
        java.util.concurrent.atomic.AtomicInteger regionCalls = new java.util.concurrent.atomic.AtomicInteger();
        java.util.Set<Integer> seedsSent = java.util.concurrent.ConcurrentHashMap.newKeySet();
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(),
                (question, prompt) -> {
                    if (question.equals(REGION_WINS)) {
                        return regionCalls.getAndIncrement() % 2 == 1 ? REGION_LOSSES : null;
                    }
                    return prompt.contains("euro cents") && question.equals(REVENUE_2024) ? REVENUE_IN_CENTS : null;
                }, java.time.Duration.ofMinutes(20));
             Sandbox sandbox = Sandbox.open(project, tmp.resolve("duck"))) {
            MiniLmEmbedder embedder = new MiniLmEmbedder(new EmbeddingModelLoader());
            GoldenResults goldens = new GoldenResults();
            ImpactPreview preview = new ImpactPreview(seed -> PipelineAnswerSource.factory(embedder,
                    new dev.steward.llm.OllamaLlm(dev.steward.llm.OllamaLlmConfig.defaults(
                            ollama.endpoint(FakeOllamaServer.DEFAULT_MODEL)).withSeed(seed)),
                    PipelineSettings.defaults(), Clock.systemUTC(), new AtomicFiles()), tmp.resolve("scratch"),
                    goldens);

            ImpactReport report = preview.preview(project, sandbox, examples, edit,
                    EvalSettings.defaults(false, "m", "u"), List.of(42, 43, 44), EvalProgress.NONE,
                    new EvalCancellation());
            ollama.chats().forEach(chat -> seedsSent.add(chat.seed()));

            assertThat(report.seeds()).containsExactly(42, 43, 44);
            assertThat(seedsSent).containsExactlyInAnyOrder(42, 43, 44);
            assertThat(regionCalls.get()).isEqualTo(6);
            assertThat(report.changes().regressions()).extracting(RunComparison.Change::question)
                    .as("the first seed alone calls both regressions").containsExactlyInAnyOrder(REVENUE_2024,
                            REGION_WINS);
            assertThat(report.regressions()).singleElement().satisfies(impact -> {
                assertThat(impact.question()).isEqualTo(REVENUE_2024);
                assertThat(impact.before()).containsOnly(ReasonCode.MATCH).hasSize(3);
                assertThat(impact.after()).containsOnly(ReasonCode.VALUE_DIFF).hasSize(3);
            });
            assertThat(report.flaky()).singleElement().satisfies(impact -> {
                assertThat(impact.question()).isEqualTo(REGION_WINS);
                assertThat(impact.before()).containsExactly(ReasonCode.MATCH, ReasonCode.VALUE_DIFF, ReasonCode.MATCH);
                assertThat(impact.after()).containsExactly(ReasonCode.VALUE_DIFF, ReasonCode.MATCH,
                        ReasonCode.VALUE_DIFF);
            });
            assertThat(report.fixes()).isEmpty();
            assertThat(report.impacts()).hasSize(2);
            assertThat(new ImpactReportText().text(report)).contains("over 3 seeds [42, 43, 44]",
                    "regression: " + REVENUE_2024, "flaky:      " + REGION_WINS,
                    "1 regression(s), 0 fix(es), 0 other change(s), 1 flaky");
            assertThat(goldens.executed()).as("each golden ran once for both sides and every seed")
                    .isEqualTo(report.before().size());
            assertThat(goldens.reused()).isEqualTo(5 * report.before().size());
        }
        assertThat(tmp.resolve("scratch")).isEmptyDirectory();
    }

    @Test
    void pendingChangesAreAppliedInMemoryOnly() throws Exception {
        Path root = copySample(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(root);
        Map<Path, String> filesBefore = snapshot(root);
        String metadata = new String(new PendingChange.DescriptionEdit("customers", null, "One row per customer.")
                .apply(project).get(project.metadataFile()), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(metadata).contains("One row per customer.");
        String relationships = new String(new PendingChange.RelationshipApproval(5).apply(project)
                .get(project.relationshipsFile()), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(relationships).isNotEqualTo(Files.readString(project.relationshipsFile()))
                .hasSize(Files.readString(project.relationshipsFile()).length() + "approved".length() - "draft".length());
        assertThat(new PendingChange.RelationshipApproval(5).tables(project, null))
                .containsExactlyInAnyOrder("transactions", "products");
        String synthetic = new String(new PendingChange.NewExample(Example.draft("q?", "SELECT 1")).apply(project)
                .get(project.syntheticExamplesFile()), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(synthetic).startsWith(Files.readString(project.syntheticExamplesFile()))
                .endsWith("{\"question\":\"q?\",\"sql\":\"SELECT 1\",\"verified\":false}\n");
        assertThat(snapshot(root)).isEqualTo(filesBefore);
    }

    /** Every file's bytes (as text of its hash) outside the cache folder. */
    private static Map<Path, String> snapshot(Path root) throws IOException {
        Map<Path, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                if (!root.relativize(file).startsWith(".steward")) {
                    files.put(root.relativize(file), java.util.Arrays.toString(
                            java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file))));
                }
            }
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return files;
    }

    static Path copySample(Path target) throws IOException {
        try (Stream<Path> files = Files.walk(SampleSandbox.SAMPLE)) {
            for (Path source : files.toList()) {
                Path copy = target.resolve(SampleSandbox.SAMPLE.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(source, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return target;
    }
}
