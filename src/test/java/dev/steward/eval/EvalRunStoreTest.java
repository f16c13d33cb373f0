package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Stored runs: file name, round trip, history, golden-change detection and comparing two runs. */
class EvalRunStoreTest {
    @TempDir
    Path tmp;
    private Project project;
    private final EvalRunStore store = new EvalRunStore(new AtomicFiles());

    @BeforeEach
    void project() throws Exception {
        Files.createDirectories(tmp.resolve("shop/data/silver"));
        Files.writeString(tmp.resolve("shop/metadata.yaml"), "tables: {}\n");
        project = new ProjectOpener(Map.of()).open(tmp.resolve("shop"));
    }

    private static ExampleResult result(String id, ReasonCode reason, String fingerprint) {
        return new ExampleResult(id, "question " + id, EvalCase.Route.PIPELINE, reason, "detail", "SELECT 1",
                List.of(), "SELECT 1", null, 1, 3, 40, fingerprint, false, List.of(List.of("1", "null")), List.of(),
                List.of(new AnswerStep("generation", "SELECT 1", 7)));
    }

    @Test
    void aRunIsStoredAsTimestampAndKnowledgeHashAndReadsBackTheSame() throws Exception {
        EvalRun run = new EvalRun("20261129T150000Z-0123abcd", "2026-11-29T15:00:00Z", "2026-11-29T15:00:05Z",
                false, EvalSettings.defaults(true, "qwen2.5-coder:7b", "http://localhost:11434"),
                KnowledgeFingerprint.of(project, Map.of()),
                List.of(result("a", ReasonCode.MATCH, "f1"), result("b", ReasonCode.VALUE_DIFF, "f2")),
                EvalSummary.of(List.of(result("a", ReasonCode.MATCH, "f1"), result("b", ReasonCode.VALUE_DIFF, "f2"))));
        Path file = store.write(project, run);
        assertThat(file).isEqualTo(project.root().resolve("eval_runs/20261129T150000Z-0123abcd.json"));
        assertThat(Files.readString(file)).contains("\"reason\" : \"VALUE_DIFF\"", "\"golden_fingerprint\"",
                "\"knowledge\"", "\"metadata.yaml\"", "\"relationships.yaml\" : \"absent\"");
        assertThat(store.read(file)).isEqualTo(run);
        assertThat(store.write(project, run).getFileName().toString())
                .isEqualTo("20261129T150000Z-0123abcd-2.json");
        assertThat(store.history(project).runs()).hasSize(2);
    }

    /** Issue 25: dialect repairs are stored per result and counted in the summary; runs stored before still read. */
    @Test
    void dialectRepairsAreStoredPerResultAndCountedAndOlderRunsWithoutThemStillRead() throws Exception {
        List<AnswerStep> steps = List.of(new AnswerStep("generation", "SELECT ...", 7),
                new AnswerStep("dialect repair", "repaired: \"closed_won\" → 'closed_won'", 0),
                new AnswerStep("dialect repair", "repaired: IIF(a; b) → CASE WHEN a THEN b END", 0),
                new AnswerStep("validation", "passed the gate and EXPLAIN", 3));
        ExampleResult repaired = new ExampleResult("a", "question a", EvalCase.Route.PIPELINE, ReasonCode.MATCH,
                "detail", "SELECT 1", List.of(), "SELECT 1", null, 1, 3, 40, "f1", false, List.of(), List.of(), steps);
        List<ExampleResult> results = List.of(repaired, result("b", ReasonCode.MATCH, "f2"));
        EvalRun run = new EvalRun("20261201T150000Z-0123abcd", "2026-12-01T15:00:00Z", "2026-12-01T15:00:05Z",
                false, EvalSettings.defaults(false, "m", "u"), KnowledgeFingerprint.of(project, Map.of()), results,
                EvalSummary.of(results));
        assertThat(repaired.dialectRepairs()).containsExactly("\"closed_won\" → 'closed_won'",
                "IIF(a; b) → CASE WHEN a THEN b END");
        assertThat(run.summary().dialectRepairs()).isEqualTo(2);
        assertThat(run.summary().repairedAnswers()).isEqualTo(1);
        Path file = store.write(project, run);
        assertThat(Files.readString(file)).contains("\"dialect_repairs\" : [ \"\\\"closed_won\\\" → 'closed_won'\"",
                "\"repaired_answers\" : 1");
        assertThat(store.read(file)).isEqualTo(run);

        // the same run as stored before issue 25: no dialect_repairs per result, no counts in the summary
        com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.node.ObjectNode old =
                (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(file.toFile());
        old.path("results").forEach(r -> ((com.fasterxml.jackson.databind.node.ObjectNode) r).remove("dialect_repairs"));
        ((com.fasterxml.jackson.databind.node.ObjectNode) old.path("summary")).remove(
                List.of("dialect_repairs", "repaired_answers"));
        Path older = project.evalRunsDir().resolve("20261130T150000Z-0123abcd.json");
        Files.writeString(older, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(old));
        assertThat(Files.readString(older)).doesNotContain("dialect_repairs", "repaired_answers");
        EvalRun read = store.read(older);
        assertThat(read.results().get(0).dialectRepairs()).as("read from the stored steps")
                .isEqualTo(repaired.dialectRepairs());
        assertThat(read.results().get(1).dialectRepairs()).isEmpty();
        assertThat(read.summary().dialectRepairs()).isZero();
        assertThat(store.history(project).runs()).hasSize(2);
        assertThat(store.history(project).problems()).isEmpty();
    }

    @Test
    void anUnreadableRunFileIsReportedAndLeftAlone() throws Exception {
        Path junk = Files.createDirectories(project.evalRunsDir()).resolve("20260101T000000Z-junk.json");
        Files.writeString(junk, "{not json");
        EvalRunStore.History history = store.history(project);
        assertThat(history.runs()).isEmpty();
        assertThat(history.problems()).singleElement().asString().contains("20260101T000000Z-junk.json");
        assertThat(Files.readString(junk)).isEqualTo("{not json");
    }

    @Test
    void aLaterRunSaysWhichGoldenResultChangedAndWhichVerdictsChanged() {
        Clock clock = Clock.fixed(Instant.parse("2026-11-29T15:00:00Z"), ZoneOffset.UTC);
        ProjectEvaluation evaluation = new ProjectEvaluation(store, clock);
        List<ExampleResult> first = List.of(result("a", ReasonCode.MATCH, "f1"), result("b", ReasonCode.MATCH, "f2"));
        List<ExampleResult> second = List.of(result("a", ReasonCode.MATCH, "f1"),
                result("b", ReasonCode.VALUE_DIFF, "f2-changed"), result("c", ReasonCode.MATCH, "f3"));
        EvalRun before = evaluation.assemble(project, Map.of(), clock.instant(), first, EvalSettings.defaults(false, "m",
                "u"), false, java.util.Optional.empty());
        store.write(project, before);
        EvalRun after = evaluation.assemble(project, Map.of(), clock.instant(), second, EvalSettings.defaults(false, "m", "u"), false,
                store.history(project).latest());
        assertThat(after.result("a/PIPELINE").orElseThrow().goldenChanged()).isFalse();
        assertThat(after.result("b/PIPELINE").orElseThrow().goldenChanged()).isTrue();
        assertThat(after.result("c/PIPELINE").orElseThrow().goldenChanged()).isFalse();
        RunComparison comparison = RunComparison.between(before, after);
        assertThat(comparison.changes()).extracting(RunComparison.Change::exampleId).containsExactly("b", "c");
        assertThat(comparison.regressions()).extracting(RunComparison.Change::exampleId).containsExactly("b");
        assertThat(comparison.changes().get(1).fix()).isTrue();
        assertThat(after.id()).startsWith("20261129T150000Z-").hasSize(25);
    }
}
