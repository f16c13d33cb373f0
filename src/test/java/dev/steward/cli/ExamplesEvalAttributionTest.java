package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.eval.GoldenAnsweringOllama;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 23: each evaluated question's retrieval, route and context are stored in the run, and every failure gets a
 * likely owner. A copy of the sample project, the real pipeline and LangChain4j client against a scripted Ollama.
 */
class ExamplesEvalAttributionTest {
    private static final String REGION_WINS = "How many deals did each region win?";
    @TempDir
    Path tmp;
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private JsonNode evalJson(Map<String, String> replies, String... extra) throws IOException {
        try (FakeOllamaServer ollama = GoldenAnsweringOllama.start(project.resolve("examples/synthetic.jsonl"),
                replies)) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            String[] args = concat(new String[]{"examples", "eval", "--json", "--llm-url", ollama.baseUrl().toString()},
                    extra, new String[]{project.toString()});
            int exit = CliRun.run(tmp, out, err, args);
            assertThat(exit).as(err.toString()).isZero();
            return new ObjectMapper().readTree(out.toString());
        }
    }

    private static String[] concat(String[]... parts) {
        return java.util.Arrays.stream(parts).flatMap(java.util.Arrays::stream).toArray(String[]::new);
    }

    private static JsonNode result(JsonNode run, String question) {
        for (JsonNode r : run.path("results")) {
            if (r.path("question").asText().equals(question)) {
                return r;
            }
        }
        throw new AssertionError("no result for " + question);
    }

    @Test
    void eachQuestionsRankedRetrievalRouteAndContextAreStoredInFormatTwo() throws Exception {
        JsonNode run = evalJson(Map.of());

        assertThat(run.path("format_version").asInt()).isEqualTo(2);
        JsonNode trace = result(run, REGION_WINS).path("trace");
        assertThat(trace.path("route").asText()).isEqualTo("GENERATION");
        assertThat(trace.path("ranked_tables").findValuesAsText("name")).contains("transactions", "reps");
        assertThat(trace.path("ranked_tables").path(0).path("score").asDouble()).isPositive();
        assertThat(trace.path("context_tables").toString()).contains("transactions", "reps");
        assertThat(trace.path("context").asText()).contains("transactions", "stage");
        assertThat(trace.path("ranked_examples")).isNotEmpty();
        assertThat(trace.path("ranked_examples").findValuesAsText("name")).doesNotContain(REGION_WINS);
        JsonNode template = result(run, "Who are the top N reps in a region by won revenue? (region: East, n: 5)")
                .path("trace");
        assertThat(template.path("route").asText()).isEqualTo("TEMPLATE");
        assertThat(template.path("template").path("filled").asBoolean()).isTrue();
        assertThat(template.path("template").path("filled_slots").toString()).contains("region", "n");
    }
}
