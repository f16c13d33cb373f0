package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.testing.llm.FakeOllamaServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * openmedallion's test_metadata_generator_profiling cases: {@code --profile} adds dtype, stats and accepted
 * values from DuckDB to the tables drafted in the run, costs no LLM call, and never touches an approved table.
 * Which tables were profiled is read from the profile cache, one file per profiled table.
 */
class MetadataGeneratorProfilingTest {
    @TempDir
    Path tmp;

    private GeneratorProject project;
    private FakeOllamaServer ollama;

    @BeforeEach
    void start() throws Exception {
        project = new GeneratorProject(tmp);
        ollama = FakeOllamaServer.start();
        ollama.script(new DraftScript());
    }

    @AfterEach
    void stop() {
        ollama.close();
        project.close();
    }

    private GenerateResult generate(boolean profile) {
        return project.generator(ollama.llm()).generate(project.metadataFile,
                GenerateOptions.defaults().withProfile(profile), GenerateListener.none(), () -> false);
    }

    @Test
    void offByDefaultNoDtypeOrStats() {
        generate(false);

        ColumnMetadata amount = project.read().tables().get("orders").columns().get("amount");
        assertThat(amount.dtype()).isNull();
        assertThat(amount.stats()).isNull();
        assertThat(project.root.resolve(".steward/profiles")).doesNotExist();
    }

    @Test
    void onFillsDtypeStatsAndAcceptedValuesWithTheSameNumberOfLlmCalls() {
        GenerateResult result = generate(true);

        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(result.outcomes().get(0).message()).endsWith(", profiled");
        var columns = project.read().tables().get("orders").columns();
        assertThat(columns.get("amount").dtype()).isEqualTo("Numeric");
        assertThat(columns.get("amount").stats()).containsEntry("null_pct", 0.0).containsEntry("distinct_count", 4L)
                .containsEntry("min", 40.0).containsEntry("max", 250.5).containsKey("mean");
        assertThat(columns.get("amount").acceptedValues()).isNull();
        assertThat(columns.get("region").dtype()).isEqualTo("Categorical");
        assertThat(columns.get("region").stats()).containsOnlyKeys("null_pct", "distinct_count");
        assertThat(columns.get("region").acceptedValues()).containsExactly("East", "North", "South");
    }

    @Test
    void anApprovedTableIsNeverProfiled() throws Exception {
        Files.writeString(project.metadataFile, "tables:\n  orders:\n    layer: silver\n    status: approved\n");

        generate(true);

        try (Stream<Path> profiles = Files.list(project.root.resolve(".steward/profiles"))) {
            assertThat(profiles.map(p -> p.getFileName().toString()))
                    .singleElement().asString().startsWith("gold.region_summary.");
        }
        assertThat(project.read().tables().get("orders").description()).isNull();
    }
}
