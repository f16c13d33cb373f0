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
