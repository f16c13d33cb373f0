package dev.steward.examples;

import dev.steward.conformance.OmConformance;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.catalog.Catalog;
import dev.steward.error.StewardException;
import dev.steward.llm.LlmBadOutputException;
import dev.steward.llm.PromptTemplates;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.RelationshipsConfig;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.sql.GateRejection;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.SqlGate;
import dev.steward.store.AtomicFiles;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.nio.file.StandardCopyOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's generator cases on a copy of the sample, with the fake Ollama server and the real sandbox. */
class ExampleGeneratorTest {
    private static final String GOOD = "{\"question\": \"How many reps are there?\", \"sql\": \"SELECT COUNT(*) AS reps FROM reps\"}";
    private static final String SECOND = "{\"question\": \"Deals per stage?\", \"sql\": \"SELECT stage, COUNT(*) AS deals FROM transactions GROUP BY stage\"}";
    @TempDir
    static Path shared;
    @TempDir
    Path tmp;
    private final FakeOllamaServer ollama = FakeOllamaServer.start();
    private static Project project;
    private static Sandbox sandbox;
    private static Catalog catalog;
    private final List<String> progress = new ArrayList<>();

    @BeforeAll
    static void openSample() throws IOException {
        project = new ProjectOpener(Map.of()).open(ExamplesFixture.copySample(shared.resolve("sample")));
        sandbox = Sandbox.open(project, shared.resolve("duckdb"));
        catalog = new Catalog(project);
    }

    @AfterAll
    static void closeSample() {
        sandbox.close();
        catalog.close();
    }

    /** Each test starts from the committed synthetic.jsonl; the sandbox is shared. */
    @BeforeEach
    void resetExamples() throws IOException {
        Files.copy(ExamplesFixture.SAMPLE.resolve("examples/synthetic.jsonl"), project.syntheticExamplesFile(),
                StandardCopyOption.REPLACE_EXISTING);
    }

    @AfterEach
    void stopServer() {
        ollama.close();
    }

    /** The gate alone, or with a scripted repair standing in for the pipeline's loop. */
    private SqlRepair gate() {
        SqlGate gate = new SqlGate(sandbox);
        return (turns, sql, schema, question) -> {
            try {
                return Optional.of(gate.check(sql).sql());
            } catch (GateRejection e) {
                return Optional.empty();
            }
        };
    }

    private GenerationResult generate(SqlRepair repair, int count) {
        AtomicFiles files = new AtomicFiles();
        ExampleGenerator generator = new ExampleGenerator(ollama.llm(), new PromptTemplates(), repair,
                new SqlExecutor(sandbox), files, ExamplesFixture.log(tmp, files), "dana");
        return generator.generate(project.syntheticExamplesFile(), knowledge(), count, progress::add);
    }

    private GenerationKnowledge knowledge() {
        MetadataConfig metadata = new MetadataLoader().loadProject(project.root()).config();
        RelationshipsConfig relationships = new RelationshipsReader().read(project.relationshipsFile());
        return GenerationKnowledge.of(project, metadata, relationships, catalog);
    }

    private static String reply(String... pairs) {
        return "{\"examples\": [" + String.join(", ", pairs) + "]}";
    }

    @Test
    void twoPairsBecomeTwoUnverifiedExamplesAppendedAfterEveryExistingRow() throws IOException {
        byte[] before = Files.readAllBytes(project.syntheticExamplesFile());
        ollama.reply(reply(GOOD, SECOND));

        GenerationResult result = generate(gate(), 2);

        assertThat(result.added()).extracting(Example::question).containsExactly("How many reps are there?",
                "Deals per stage?");
        assertThat(result.kept()).isEqualTo(28);
        byte[] after = Files.readAllBytes(project.syntheticExamplesFile());
        assertThat(new String(after, java.nio.charset.StandardCharsets.UTF_8))
                .startsWith(new String(before, java.nio.charset.StandardCharsets.UTF_8));
        List<Example> all = new SyntheticExamplesReader().read(project.syntheticExamplesFile());
        assertThat(all).hasSize(30);
        assertThat(all.subList(28, 30)).allMatch(e -> !e.verified() && e.source() == ExampleSource.GENERATED);
        OmConformance.assertJsonLinesConform(project.root());
        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(progress).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void thePromptHasApprovedTablesWithTypesAndSampleValuesButNotDraftOnes() {
        ollama.reply(reply(GOOD));
        generate(gate(), 1);
        String prompt = ollama.lastChat().lastUserText();
        assertThat(prompt).contains("- transactions:", "- gold.revenue_by_region_quarter:", "amount DECIMAL",
                "closed_won", "- transactions -> reps on rep_id", "Generate 1 ")
                .doesNotContain("- customers:", "- targets:", "- products:");
    }

    @Test
    void invalidSqlIsDroppedAndARepairedOneIsKeptWithTheRepairedText() {
        ollama.reply(reply("{\"question\": \"Bad?\", \"sql\": \"SELECT nope FROM reps\"}",
                "{\"question\": \"Typo?\", \"sql\": \"SELEC COUNT(*) AS n FROM reps\"}"));
        SqlRepair fixTypo = (turns, sql, schema, question) -> gate().validate(turns, sql.replace("SELEC ", "SELECT "),
                schema, question);

        GenerationResult result = generate(fixTypo, 2);

        assertThat(result.dropped()).extracting(GenerationResult.DroppedPair::question).containsExactly("Bad?");
        assertThat(result.added()).singleElement().satisfies(e -> assertThat(e.sql()).isEqualTo("SELECT COUNT(*) AS n FROM reps"));
        assertThat(progress).anyMatch(line -> line.contains("dropped invalid example — 'Bad?'"));
    }

    @Test
    void duplicatesOfExistingRowsOrOfEachOtherAreDropped() {
        String existing = "{\"question\": \"Best quarter per region?\", \"sql\": \"select region, quarter, revenue from "
                + "gold.revenue_by_region_quarter qualify row_number() over (partition by region order by revenue desc) "
                + "= 1 order by region;\"}";
        ollama.reply(reply(existing, GOOD, GOOD));
        GenerationResult result = generate(gate(), 3);
        assertThat(result.duplicates()).isEqualTo(2);
        assertThat(result.added()).hasSize(1);
    }

    @Test
    void aBadBatchReplyIsRetriedAndAnAlwaysBadOneFailsWithoutWriting() throws IOException {
        ollama.reply("not json", reply(GOOD));
        assertThat(generate(gate(), 1).added()).hasSize(1);
        assertThat(ollama.chatCount()).isEqualTo(2);

        byte[] before = Files.readAllBytes(project.syntheticExamplesFile());
        ollama.reply("no", "still no", "never");
        assertThatThrownBy(() -> generate(gate(), 1)).isInstanceOf(LlmBadOutputException.class)
                .hasMessageContaining("usable JSON");
        assertThat(Files.readAllBytes(project.syntheticExamplesFile())).isEqualTo(before);
    }

    @Test
    void withNoApprovedTableThereIsNothingToGenerateFrom() {
        assertThatThrownBy(() -> GenerationKnowledge.of(project, MetadataConfig.empty(), RelationshipsConfig.empty(),
                catalog)).isInstanceOf(StewardException.class).hasMessageContaining("approved");
    }
}
