package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.cli.GovernedDefinitionsQueryTest.Answer;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20, resolution step 2 through {@code steward query --json} on a copy of the sample, with the real
 * embedding model and no Ollama: questions that do not name a definition the way the file does are matched by
 * hybrid retrieval over what the audience may see, then resolved by the usual rules (approved version valid at
 * the date), with 0 LLM calls.
 */
class DefinitionParaphraseQueryTest {
    @TempDir
    static Path tmp;

    static Path project;

    @BeforeAll
    static void copySample() throws Exception {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private static Answer ask(String question, String... options) throws Exception {
        Answer answer = GovernedDefinitionsQueryTest.ask(tmp, project, question, options);
        assertThat(answer.exit()).as(answer.err()).isZero();
        assertThat(answer.json().path("llm_calls").asInt()).isZero();
        return answer;
    }

    @Test
    void aParaphraseResolvesToTheApprovedVersionValidAtTheDate() throws Exception {
        Answer august = ask("How is revenue after discounts defined?", "--as-of", "2024-08-31");
        assertThat(august.kind()).isEqualTo("DEFINITION");
        assertThat(august.json().path("route").asText()).isEqualTo("definition");
        assertThat(august.evidence()).startsWith("ev.net_revenue.v2").doesNotContain("ev.net_revenue.v3");

        Answer june = ask("Does the revenue number we report include support contracts?", "--as-of", "2024-06-30");
        assertThat(june.kind()).isEqualTo("DEFINITION");
        assertThat(june.evidence()).startsWith("ev.net_revenue.v1");

        Answer undated = ask("How is revenue after discounts defined?");
        assertThat(undated.kind()).as("no date while v1 and v2 differ").isEqualTo("CLARIFICATION");
        assertThat(undated.message()).contains("2024-07-01");
    }

    @Test
    void aParaphraseOfADraftOrANotTrackedConceptIsDeclinedAndACloseCallIsAskedBack() throws Exception {
        Answer clv = ask("What counts as the total value of a customer over time?");
        assertThat(clv.kind()).isEqualTo("DECLINED");
        assertThat(clv.evidence()).containsExactly("ev.not_tracked.clv");

        Answer tie = ask("How is revenue minus product cost defined?", "--as-of", "2024-08-31");
        assertThat(tie.kind()).isEqualTo("CLARIFICATION");
        assertThat(tie.message()).contains("Net revenue").contains("Gross margin");
    }

    @Test
    void theMemoIsACandidateOnlyForTheRoleThatMaySeeIt() throws Exception {
        String question = "How are the rep accelerators above 115% attainment defined?";
        Answer controller = ask(question, "--user", "Marco_Rossi", "--role", "finance_controller");
        assertThat(controller.kind()).isEqualTo("DEFINITION");
        assertThat(controller.evidence()).containsExactly("ev.memo.commission_2025");
        assertThat(controller.message()).contains("HERON");

        // For the analyst nothing matches: the question goes on to generation (no Ollama here: an error answer).
        Answer analyst = GovernedDefinitionsQueryTest.ask(tmp, project, question, "--user", "Alice_Chen");
        assertThat(analyst.kind()).isNotEqualTo("DEFINITION");
        assertThat(analyst.evidence()).isEmpty();
        assertThat(analyst.out() + analyst.err()).doesNotContain("HERON").doesNotContain("commission")
                .doesNotContain("ev.memo");
    }
}
