package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.project.Project;
import dev.steward.retrieval.FakeEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.Sandbox;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acceptance 3 of issue 25, the figures of docs/reply-repair.md: the sample's verified questions answered with
 * slip-prone replies (the three slip shapes of {@link ReplyShapes}) through the real pipeline, with dialect repair
 * off and on, against two scripted models: one that repeats its habit on the repair turn, one that writes the
 * verified SQL once told the error. Counts the requests the fake server received per answered question.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DialectRepairSavingsTest {
    private static final String REPAIR_TURN = "That SQL cannot run.";
    private final Map<String, String> verified = new LinkedHashMap<>();
    /** Each question's example, held out when asked (a verified question asked word for word runs its SQL). */
    private final Map<String, String> heldOut = new LinkedHashMap<>();
    private volatile ReplyShapes.Shape shape;
    private volatile boolean correctsWhenTold;
    private FakeOllamaServer ollama;
    private Catalog catalog;
    private Sandbox sandbox;
    private QuestionPipeline withRepair;
    private QuestionPipeline withoutRepair;

    @BeforeAll
    void open(@TempDir Path tmp) {
        Project project = ReplyShapes.sampleWorkingCopy(tmp);
        ReplyShapes.readPlainVerified(project, verified, heldOut);
        ollama = GoldenAnsweringOllama.start(project.syntheticExamplesFile(), (question, prompt) -> {
            String sql = verified.get(question);
            if (sql == null) {
                return null;
            }
            return correctsWhenTold && prompt.contains(REPAIR_TURN) ? sql : shape.reply().apply(sql);
        }, Duration.ofMinutes(15));
        catalog = new Catalog(project);
        sandbox = Sandbox.open(project, tmp.resolve("duck"));
        Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                .open(project, catalog, new FakeEmbedder(), RetrievalSettings.defaults());
        withRepair = new PipelineAssembly().open(project, catalog, retriever, sandbox, ollama.llm(),
                PipelineSettings.defaults(), Clock.systemUTC());
        withoutRepair = new PipelineAssembly().open(project, catalog, retriever, sandbox, ollama.llm(),
                PipelineSettings.defaults().withDialectRepair(false), Clock.systemUTC());
    }

    @AfterAll
    void close() {
        ollama.close();
        sandbox.close();
        catalog.close();
    }

    /** Asked / answered / requests for one pipeline and one model over every slip shape. */
    private int[] measure(QuestionPipeline pipeline, boolean corrects) {
        correctsWhenTold = corrects;
        int[] tally = new int[3];
        for (ReplyShapes.Shape slip : ReplyShapes.slips()) {
            shape = slip;
            for (Map.Entry<String, String> question : verified.entrySet()) {
                if (slip.reply().apply(question.getValue()) == null) {
                    continue;
                }
                int before = ollama.chatCount();
                PipelineAnswer answer = pipeline.ask(Question.of(question.getKey()).holdingOut(heldOut.get(question.getKey())));
                tally[0]++;
                tally[1] += answer.kind() == AnswerKind.ROWS ? 1 : 0;
                tally[2] += ollama.chatCount() - before;
            }
        }
        return tally;
    }

    private static String line(String label, int[] tally) {
        return String.format(Locale.ROOT, "[reply-repair] %s: %d slip-prone questions, %d answered, %d LLM calls, "
                + "%s calls per answered question", label, tally[0], tally[1], tally[2],
                tally[1] == 0 ? "—" : String.format(Locale.ROOT, "%.2f", (double) tally[2] / tally[1]));
    }

    @Test
    void dialectRepairSavesTheRepairCallsASlipCostsWithoutIt() {
        int[] offStubborn = measure(withoutRepair, false);
        int[] offCorrecting = measure(withoutRepair, true);
        int[] on = measure(withRepair, false);
        System.out.println(line("without repair, a model that repeats its habit", offStubborn));
        System.out.println(line("without repair, a model that corrects itself once told the error", offCorrecting));
        System.out.println(line("with repair (either model: no repair turn is reached)", on));
        assertThat(on[1]).as("every slip-prone question answered with repair").isEqualTo(on[0]);
        assertThat(on[2]).as("one call each").isEqualTo(on[0]);
        assertThat(offStubborn[1]).isLessThan(on[1]);
        assertThat(offCorrecting[2]).isGreaterThan(on[2]);
    }
}
