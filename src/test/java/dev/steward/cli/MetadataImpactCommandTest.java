package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code steward metadata impact --repeat 3} as a person runs it: a copy of the sample, the real pipeline and
 * LangChain4j client against a scripted Ollama. One question is answered right and wrong by turns (flaky, not a
 * regression); the pending "cents" description makes another wrong under every seed (a regression: exit 1).
 */
class MetadataImpactCommandTest {
    private static final String REVENUE_2024 = "What was total closed-won revenue in 2024?";
    private static final String REGION_WINS = "How many deals did each region win?";
    @TempDir
    Path tmp;

    @Test
    void repeatThreeReportsTheFlakyQuestionApartFromTheStableRegression() throws Exception {
        Path project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
        String metadataBefore = Files.readString(project.resolve("metadata.yaml"));
        AtomicInteger regionCalls = new AtomicInteger();
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.resolve("examples/synthetic.jsonl"),
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
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "metadata", "impact", "--table", "transactions", "--description",
                    "One row per sales deal; amount is in euro cents.", "--repeat", "3", "--json", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());

            assertThat(exit).as(err.toString()).isEqualTo(1);
            JsonNode report = new ObjectMapper().readTree(out.toString());
            assertThat(report.path("seeds").toString()).isEqualTo("[42,43,44]");
            Map<String, String> kinds = new HashMap<>();
            report.path("impacts").forEach(i -> kinds.put(i.path("question").asText(), i.path("kind").asText()));
            assertThat(kinds).containsExactlyInAnyOrderEntriesOf(Map.of(REVENUE_2024, "regression",
                    REGION_WINS, "flaky"));
            assertThat(ollama.chats()).extracting(c -> c.seed()).containsOnly(42, 43, 44);
        }
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(metadataBefore);
    }
}
