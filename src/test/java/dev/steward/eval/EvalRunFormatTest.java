package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.pipeline.AnswerTrace;
import dev.steward.pipeline.ScoredItem;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stored run format is versioned: a run written by Steward before format version 2 (a committed fixture,
 * written by the previous EvalRunStore) still reads, and a new run keeps each answer's trace and attribution.
 */
class EvalRunFormatTest {
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

    @Test
    void aRunStoredInFormatOneStillReadsWithItsStepsAndNoTrace() throws Exception {
        Path runs = Files.createDirectories(project.evalRunsDir());
        try (InputStream fixture = getClass().getResourceAsStream("run-format-1.json")) {
            Files.copy(fixture, runs.resolve("20261201T120000Z-0a1b2c3d.json"));
        }
        assertThat(Files.readString(runs.resolve("20261201T120000Z-0a1b2c3d.json"))).doesNotContain(
                "format_version", "trace", "attribution");

        EvalRunStore.History history = store.history(project);

        assertThat(history.problems()).isEmpty();
        EvalRun old = history.latest().orElseThrow();
        assertThat(old.formatVersion()).isEqualTo(1);
        assertThat(old.results()).hasSize(2).allMatch(r -> r.trace() == null && r.attribution() == null);
        assertThat(old.results().get(1).reason()).isEqualTo(ReasonCode.VALUE_DIFF);
        assertThat(old.results().get(1).steps()).extracting(AnswerStep::step).contains("retrieval", "generation");
        assertThat(old.summary().passRate()).isEqualTo(0.5);
    }

    @Test
    void aNewRunKeepsTheRankedRetrievalTheRouteTheFillAndTheContextAndReadsBackTheSame() throws Exception {
        AnswerTrace trace = new AnswerTrace(AnswerTrace.Route.GENERATION,
                List.of(new ScoredItem("transactions", "transactions", 0.032, 0.61),
                        new ScoredItem("gold.rep_leaderboard", "gold.rep_leaderboard", 0.016, 0.40)),
                List.of("transactions"), List.of("reps"),
                List.of(new ScoredItem("How many deals did each region win?", "a1b2c3d4e5f6", 0.03, 0.7)), List.of(),
                new AnswerTrace.TemplateAttempt("Revenue by region for {quarter}", "0f0f0f0f0f0f", false, List.of(),
                        "quarter", "The question does not give {quarter} (quarter)."),
                List.of("transactions", "reps"), List.of("How many deals did each region win?"),
                "CREATE TABLE transactions (stage VARCHAR -- deal stage)");
        ExampleResult failed = new ExampleResult("0123456789ab", "q", EvalCase.Route.PIPELINE, ReasonCode.VALUE_DIFF,
                "differs", "SELECT 1", List.of(), "SELECT 2", null, 1, 3, 40, "f1", false, List.of(), List.of(),
                List.of(), List.of(), trace, new Attribution(Attribution.Owner.RETRIEVAL, "customers", 0, null,
                "retrieval did not give the model customers (not ranked)"));
        EvalRun run = new EvalRun("20261201T150000Z-0123abcd", "2026-12-01T15:00:00Z", "2026-12-01T15:00:05Z",
                false, EvalSettings.defaults(false, "m", "u"), KnowledgeFingerprint.of(project, Map.of()),
                List.of(failed), EvalSummary.of(List.of(failed)));

        Path file = store.write(project, run);

        assertThat(Files.readString(file)).contains("\"format_version\" : 2", "\"route\" : \"GENERATION\"",
                "\"ranked_tables\"", "\"context_tables\" : [ \"transactions\", \"reps\" ]",
                "\"unfilled_slot\" : \"quarter\"", "\"owner\" : \"RETRIEVAL\"");
        assertThat(store.read(file)).isEqualTo(run);
        assertThat(store.read(file).results().get(0).trace().rankOf("GOLD.rep_leaderboard")).isEqualTo(2);
    }
}
