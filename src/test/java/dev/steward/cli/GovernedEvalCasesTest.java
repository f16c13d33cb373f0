package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20: eval cases asked at an {@code as_of} date and as a {@code role} — the sample's metric examples
 * (steward/examples.yaml) and the cases of steward/eval_cases.yaml whose expected answer is a definition, a denial,
 * a clarification, a refusal or a freshness report — pass with no LLM reachable, and the stored run records them.
 */
class GovernedEvalCasesTest {
    private static final String NO_LLM = "http://127.0.0.1:9";
    @TempDir
    Path tmp;
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    @Test
    void theSamplesAsOfAndRoleCasesPassWithoutAnLlmAndTheRunRecordsThem() throws Exception {
        JsonNode run = evalJson();
        Map<String, JsonNode> byId = results(run);
        JsonNode august = byQuestion(run, "What was net revenue for August 2024?");
        assertThat(august.path("reason").asText()).isEqualTo("MATCH");
        assertThat(august.path("as_of").asText()).isEqualTo("2024-08-31");
        assertThat(august.path("role").asText()).isEqualTo("analyst");
        assertThat(august.path("llm_calls").asInt()).isZero();
        assertThat(august.path("generated_sql").asText()).contains("product_id NOT IN (20, 21, 22)");
        JsonNode march = byQuestion(run, "What was net revenue for March 2024?");
        assertThat(march.path("reason").asText()).isEqualTo("MATCH");
        assertThat(march.path("as_of").asText()).isEqualTo("2024-03-31");
        assertThat(march.path("generated_sql").asText()).doesNotContain("product_id");
        assertThat(byId).containsKeys("commission_memo_denied_for_an_analyst", "net_revenue_without_a_date",
                "gross_margin_is_only_a_draft", "transactions_freshness", "old_wiki_note_conflict",
                "commission_memo_for_the_finance_controller");
        for (String id : new String[] {"net_revenue_definition_v1", "net_revenue_definition_v2",
                "net_revenue_without_a_date", "gross_margin_is_only_a_draft", "commission_memo_denied_for_an_analyst",
                "commission_memo_injection_denied", "commission_memo_for_the_finance_controller",
                "transactions_freshness", "old_wiki_note_conflict"}) {
            assertThat(byId.get(id).path("reason").asText()).as(id + ": " + byId.get(id).path("detail"))
                    .isEqualTo("EXPECTED_ANSWER");
            assertThat(byId.get(id).path("llm_calls").asInt()).as(id).isZero();
        }
        JsonNode denied = byId.get("commission_memo_denied_for_an_analyst");
        assertThat(denied.path("role").asText()).isEqualTo("analyst");
        assertThat(denied.path("expected").path("kind").asText()).isEqualTo("DENIED");
        assertThat(denied.toString()).doesNotContain("ev.memo", "HERON", "1.6x");
        assertThat(byId.get("transactions_freshness").path("as_of").asText()).isEqualTo("2025-01-02");
        assertThat(run.path("summary").path("failed").asInt()).isZero();
    }

    @Test
    void aCaseAnsweredOtherwiseThanExpectedFailsSayingWhat() throws Exception {
        Path cases = project.resolve("steward/eval_cases.yaml");
        Files.writeString(cases, Files.readString(cases).replace(
                "role: analyst\n    expect: {kind: DENIED, route: denied, evidence: []}\n  commission_memo_injection",
                "role: analyst\n    expect: {kind: DEFINITION, route: definition}\n  commission_memo_injection"));
        JsonNode denied = results(evalJson()).get("commission_memo_denied_for_an_analyst");
        assertThat(denied.path("reason").asText()).isEqualTo("UNEXPECTED_ANSWER");
        assertThat(denied.path("detail").asText()).isEqualTo("The answer was DENIED, expected DEFINITION; it came "
                + "from route denied, expected definition.");
    }

    @Test
    void aRunStoredBeforeTheseFieldsIsStillRead() throws Exception {
        evalJson();
        Path stored;
        try (Stream<Path> files = Files.list(project.resolve("eval_runs"))) {
            stored = files.findFirst().orElseThrow();
        }
        ObjectMapper json = new ObjectMapper();
        JsonNode run = json.readTree(stored.toFile());
        run.path("results").forEach(r -> ((ObjectNode) r).remove(java.util.List.of("as_of", "role", "expected")));
        Files.write(stored, json.writeValueAsBytes(run));
        assertThat(Files.readString(stored, StandardCharsets.UTF_8)).doesNotContain("\"as_of\"");
        EvalRun read = new EvalRunStore(new AtomicFiles()).read(stored);
        assertThat(read.results()).isNotEmpty().allMatch(r -> r.asOf() == null && r.role() == null
                && r.expected() == null);
    }

    private JsonNode evalJson() throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CliRun.run(tmp, out, err, "examples", "eval", "--json", "--llm-url", NO_LLM, project.toString());
        return new ObjectMapper().readTree(out.toString());
    }

    private static Map<String, JsonNode> results(JsonNode run) {
        Map<String, JsonNode> byId = new HashMap<>();
        run.path("results").forEach(r -> byId.put(r.path("example_id").asText(), r));
        return byId;
    }

    private static JsonNode byQuestion(JsonNode run, String question) {
        for (JsonNode r : run.path("results")) {
            if (r.path("question").asText().equals(question)) {
                return r;
            }
        }
        throw new AssertionError("no result for " + question);
    }
}
