package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward query} end to end on a copy of the sample project: real MiniLM, real sandbox, fake Ollama. */
class QueryCommandTest {
    private static final String REVENUE_SQL = "SELECT r.region, SUM(t.amount) AS revenue FROM transactions t "
            + "JOIN reps r ON r.rep_id = t.rep_id WHERE t.stage = 'closed_won' GROUP BY r.region ORDER BY r.region";

    @TempDir
    static Path tmp;

    private static Path sample;

    @BeforeAll
    static void copySample() throws Exception {
        sample = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private record Run(int exit, String out, String err) {
    }

    private static Run query(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 2];
        all[0] = "query";
        all[1] = sample.toString();
        System.arraycopy(args, 0, all, 2, args.length);
        int exit = CliRun.run(tmp, out, err, all);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void printsTheStepsThenTheSqlAndTheResult() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply(REVENUE_SQL);
            Run run = query("What was closed-won revenue by region?", "--llm-url", ollama.baseUrl().toString());

            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(run.out()).contains("retrieval: ").contains("prompt: ~").contains("generation: 1 call to")
                    .contains("validation: passed").contains("execution: 5 rows");
            assertThat(run.out()).contains("ROWS (1 LLM calls)").contains("SQL:\n  " + REVENUE_SQL)
                    .contains("region  | revenue").contains("Central").contains("(5 rows");
            assertThat(run.out().indexOf("retrieval: ")).isLessThan(run.out().indexOf("SQL:"));
            assertThat(ollama.lastChat().lastUserText()).contains("TABLE transactions");
        }
    }

    @Test
    void jsonPrintsOneObjectAndTheStepsGoToStderr() throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply(REVENUE_SQL);
            Run run = query("What was closed-won revenue by region?", "--json", "--llm-url",
                    ollama.baseUrl().toString());

            assertThat(run.exit()).as(run.err()).isZero();
            JsonNode answer = new ObjectMapper().readTree(run.out());
            assertThat(answer.path("kind").asText()).isEqualTo("ROWS");
            assertThat(answer.path("llm_calls").asInt()).isEqualTo(1);
            assertThat(answer.path("result").path("row_count").asInt()).isEqualTo(5);
            assertThat(answer.path("steps").get(0).path("step").asText()).isEqualTo("RETRIEVAL");
            assertThat(answer.path("tables").get(0).path("name").asText()).isNotEmpty();
            assertThat(run.err()).contains("retrieval: ");
        }
    }

    @Test
    void aSchemaQuestionNeedsNoLlmAtAll() {
        Run run = query("What tables are there?", "--llm-url", "http://127.0.0.1:9");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("SCHEMA_ANSWER (0 LLM calls)").contains("transactions")
                .contains("gold.rep_leaderboard");
    }

    @Test
    void withoutOllamaTheAnswerSaysWhatToStartAndExitsOne() {
        Run run = query("What was closed-won revenue by region?", "--llm-url", "http://127.0.0.1:9");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("ERROR").contains("ollama serve");
    }

    @Test
    void aTemplateWhoseSlotsFillByRuleAnswersWithZeroLlmCalls() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            Run run = query("What is the total revenue by region for quarter 2024-Q2?", "--use-templates", "--llm-url",
                    ollama.baseUrl().toString());

            assertThat(run.exit()).as(run.out() + run.err()).isZero();
            assertThat(ollama.chatCount()).isZero();
            assertThat(run.out()).contains("ROWS (0 LLM calls)")
                    .contains("Template: What is the total revenue by region for a given quarter?")
                    .contains("quarter = '2024-Q2'").doesNotContain("quarter = ?")
                    .contains("Parameters: quarter = '2024-Q2' (run bound as parameters)")
                    .contains("quarter=2024-Q2 (rule)");
        }
    }

    /**
     * The slot's rule reads only a well-formed quarter out of the question, so the rest of the attempt never
     * reaches the query: the bound value is exactly 2024-Q2 and the answer equals the clean question's. (A value
     * the model proposes with the same attempt is refused: TemplateRouteTest.)
     */
    @Test
    void anInjectionAttemptInTheQuestionOnlyEverBindsTheCheckedValue() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            Run run = query("What is the total revenue by region for quarter 2024-Q2' OR 1=1 --?", "--use-templates",
                    "--llm-url", ollama.baseUrl().toString());

            assertThat(run.exit()).as(run.out() + run.err()).isZero();
            assertThat(ollama.chatCount()).isZero();
            assertThat(run.out()).contains("Parameters: quarter = '2024-Q2'").contains("East    | 1814611.48")
                    .contains("(5 rows").doesNotContain("1=1 --\n");
            assertThat(run.out().lines().filter(l -> l.startsWith("  SELECT"))).allMatch(l -> !l.contains("1=1"));
        }
    }
}
