package dev.steward.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.metadata.DraftScript;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code steward metadata generate} on a working copy of the bundled sample project, with the fake Ollama:
 * only non-approved tables are drafted, and every approved table's text (comments included) is byte-identical.
 */
class MetadataGenerateCommandTest {
    private static final List<String> APPROVED = List.of("transactions", "rep_performance", "reps",
            "revenue_by_region_quarter");

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private Path project;

    @BeforeEach
    void copySample() throws IOException {
        project = MetadataSampleProject.copyTo(tmp.resolve("demo"));
    }

    @Test
    void draftsOnlyTheNonApprovedTablesAndLeavesEveryApprovedTablesBytesAsTheyWere() throws Exception {
        String before = Files.readString(metadata());
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(new DraftScript());

            int exit = CliRun.run(tmp, out, err, "metadata", "generate", "--llm-url", ollama.baseUrl().toString(),
                    project.toString());

            assertThat(exit).as(err.toString()).isZero();
            assertThat(ollama.chats()).extracting(DraftScript::tableOf)
                    .containsExactly("customers", "products", "targets", "rep_leaderboard");
        }
        String after = Files.readString(metadata());
        Map<String, String> spansBefore = entrySpans(before);
        Map<String, String> spansAfter = entrySpans(after);
        for (String approved : APPROVED) {
            assertThat(spansAfter.get(approved)).as(approved).isEqualTo(spansBefore.get(approved));
        }
        assertThat(after.substring(after.indexOf("\nglossary:")))
                .isEqualTo(before.substring(before.indexOf("\nglossary:")));
        assertThat(after).startsWith(before.substring(0, before.indexOf("  transactions:")));
        Map<String, TableMetadata> tables = new MetadataReader().read(metadata()).tables();
        assertThat(tables.get("products").status()).isEqualTo(TableStatus.DRAFT);
        assertThat(tables.get("products").columns()).containsKey("category");
        assertThat(tables.get("rep_leaderboard").description()).isEqualTo("Drafted: one row per rep_leaderboard.");
        assertThat(out.toString()).contains("[6/8] transactions (silver) - approved, skipped (untouched)")
                .contains("customers (silver) - drafted (1 LLM call)")
                .contains("products (silver) - re-drafted from the approved text (added: category)")
                .contains("8 table(s) - 4 drafted, 4 already approved (untouched)");
    }

    @Test
    void anUnreachableOllamaGivesOneMessageWithTheFixExitsOneAndWritesNothing() throws Exception {
        byte[] before = Files.readAllBytes(metadata());
        String deadUrl;
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            deadUrl = ollama.baseUrl().toString();
        }

        int exit = CliRun.run(tmp, out, err, "metadata", "generate", "--llm-url", deadUrl, project.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).containsOnlyOnce("No Ollama answers at").contains("ollama serve");
        assertThat(out.toString()).doesNotContain("not drafted").contains("4 not run");
        assertThat(Files.readAllBytes(metadata())).isEqualTo(before);
        assertThat(project.resolve("curation_log.jsonl")).doesNotExist();
    }

    @Test
    void garbageFromTheModelFailsEachTableWithAClearMessageTheRunContinuesAndNothingIsCorrupted() throws Exception {
        byte[] before = Files.readAllBytes(metadata());
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(chat -> dev.steward.testing.llm.FakeReply.text("Sure! Here is the table: orders."));

            int exit = CliRun.run(tmp, out, err, "metadata", "generate", "--llm-url", ollama.baseUrl().toString(),
                    project.toString());

            assertThat(exit).isEqualTo(1);
            assertThat(ollama.chatCount()).as("3 calls for each of the 4 tables").isEqualTo(12);
        }
        assertThat(out.toString()).contains("customers (silver) - not drafted: The model qwen2.5-coder:7b did not "
                + "return usable JSON after 2 retries")
                .contains("rep_leaderboard (gold) - not drafted:")
                .contains("retry 2/2")
                .contains("8 table(s) - 0 drafted, 4 already approved (untouched), 4 failed");
        assertThat(Files.readAllBytes(metadata())).isEqualTo(before);
    }

    @Test
    void tableAndProfileDraftOneTableWithItsProfileFields() throws Exception {
        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            ollama.script(new DraftScript());

            int exit = CliRun.run(tmp, out, err, "metadata", "generate", "--profile", "--table", "targets",
                    "--llm-url", ollama.baseUrl().toString(), project.toString());

            assertThat(exit).as(err.toString()).isZero();
            assertThat(ollama.chatCount()).isEqualTo(1);
        }
        TableMetadata targets = new MetadataReader().read(metadata()).tables().get("targets");
        assertThat(targets.columns().get("region").dtype()).isEqualTo("Categorical");
        assertThat(targets.columns().get("region").acceptedValues())
                .containsExactly("Central", "East", "North", "South", "West");
        assertThat(targets.columns().get("target_amount").stats()).containsKeys("null_pct", "distinct_count",
                "min", "max", "mean");
        assertThat(out.toString()).contains("1 table(s) - 1 drafted");
    }

    private Path metadata() {
        return project.resolve("metadata.yaml");
    }

    /** Each table entry's exact text: from its key line to the next entry, top-level key or comment block. */
    static Map<String, String> entrySpans(String text) {
        Map<String, String> spans = new LinkedHashMap<>();
        String key = null;
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            boolean entryStart = line.matches("^  [^ #].*:.*") && !line.startsWith("   ");
            boolean boundary = entryStart || line.matches("^[^ ].*") || line.startsWith("  #");
            if (boundary && key != null) {
                spans.put(key, String.join("\n", lines).stripTrailing()); // blank lines belong between entries
                key = null;
            }
            if (entryStart && !text.substring(0, text.indexOf(line)).contains("\nglossary:")) {
                key = line.substring(2, line.indexOf(':'));
                lines = new ArrayList<>();
            }
            if (key != null) {
                lines.add(line);
            }
        }
        return spans;
    }
}
