package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.SlotType;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code steward examples generate|approve [--template]|harvest|review} on a working copy of the sample. */
class ExamplesCommandsTest {
    @TempDir
    Path tmp;
    private Path project;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("sample"));
    }

    private List<Example> examples() {
        return new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl"));
    }

    private Example example(String question) {
        return examples().stream().filter(e -> e.question().equals(question)).findFirst().orElseThrow();
    }

    @Test
    void harvestPromotesTheSamplesCandidateOnceAndSaysSo() {
        assertThat(CliRun.run(tmp, out, err, "examples", "harvest", project.toString())).isZero();
        assertThat(out.toString()).contains("+ What was West's revenue in 2024-Q3?",
                "1 promoted to unverified examples, 0 already known, 0 without SQL.");
        assertThat(example("What was West's revenue in 2024-Q3?").verified()).isFalse();

        StringWriter again = new StringWriter();
        assertThat(CliRun.run(tmp, again, err, "examples", "harvest", project.toString())).isZero();
        assertThat(again.toString()).contains("0 promoted");
        assertThat(examples()).hasSize(29);
    }

    @Test
    void reviewListsFailuresWithAnswerAndError() {
        assertThat(CliRun.run(tmp, out, err, "examples", "review", project.toString())).isZero();
        assertThat(out.toString()).contains("1. question : What was total revenue last quarter?",
                "2. question : What is the average discount per rep?", "error    : Binder Error");
    }

    @Test
    void approveShowsAResultPreviewAndRecordsWhoApproved() throws IOException {
        int code = CliRun.runWithInput(tmp, out, err, "a\ns\nq\n", "examples", "approve", project.toString());

        assertThat(code).isZero();
        assertThat(out.toString()).contains("[1/4] question : Which product sold the most units last year?",
                "result   : 1 row(s): name=", "  approved", "  skipped", "1 example(s) approved this session.");
        Example approved = example("Which product sold the most units last year?");
        assertThat(approved.verified()).isTrue();
        assertThat(approved.verifiedBy()).isEqualTo("tester");
        assertThat(Files.readString(project.resolve("curation_log.jsonl"))).contains("\"action\":\"approve\"",
                "\"action\":\"skip\"", "\"user\":\"tester\"");
    }

    @Test
    void templatePromotionTurnsAChosenLiteralIntoATestedSlot() {
        String input = "s\ns\ns\ns\ns\nt\n1\n\n\nq\n";
        int code = CliRun.runWithInput(tmp, out, err, input, "examples", "approve", "--template", project.toString());

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("1) '2024-Q4'", "2) 100", "{quarter}: quarter",
                "promoted: SELECT region, revenue, target_amount, attainment_pct FROM gold.revenue_by_region_quarter "
                        + "WHERE quarter = {quarter} AND attainment_pct < 100",
                "1 template(s) promoted this session.");
        Example template = example("Which regions missed their target in 2024-Q4?");
        assertThat(template.templated()).isTrue();
        assertThat(template.params().get("quarter").type()).isEqualTo(SlotType.QUARTER);
        assertThat(template.params().get("quarter").example()).isEqualTo("2024-Q4");
    }

    @Test
    void generateDraftsValidatesAndAppends() {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.reply("{\"examples\": [{\"question\": \"How many reps are there?\", \"sql\": \"SELECT COUNT(*) AS n "
                    + "FROM reps\"}, {\"question\": \"Broken?\", \"sql\": \"SELECT nope FROM reps\"}]}",
                    "SELECT still_nope FROM reps", "SELECT never FROM reps");
            int code = CliRun.run(tmp, out, err, "examples", "generate", "--count", "2", "--llm-url",
                    ollama.baseUrl().toString(), project.toString());

            assertThat(code).as(err.toString()).isZero();
            assertThat(out.toString()).contains("approved table(s)", "validated — 'How many reps are there?'",
                    "dropped invalid example — 'Broken?'", "1 new, 28 kept, 29 total");
            assertThat(example("How many reps are there?").verified()).isFalse();
            // the broken pair went through the pipeline's repair loop: 1 batch call + 2 repair turns
            assertThat(ollama.chatCount()).isEqualTo(3);
            assertThat(ollama.chats().get(2).lastUserText()).contains("still_nope");
        }
    }
}
