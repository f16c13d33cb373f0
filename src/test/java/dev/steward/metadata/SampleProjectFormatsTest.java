package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.chat.ChatHistory;
import dev.steward.chat.ChatHistoryReader;
import dev.steward.examples.Example;
import dev.steward.examples.ReviewLogReader;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Layer;
import dev.steward.relationships.RelationshipsConfig;
import dev.steward.relationships.RelationshipsReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every knowledge file of the bundled sample project reads cleanly with every reader. */
class SampleProjectFormatsTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");

    @Test
    void metadataAndOverlayLoadWithoutWarnings() {
        LoadedMetadata loaded = new MetadataLoader().loadProject(SAMPLE);
        assertThat(loaded.warnings()).isEmpty();
        MetadataConfig config = loaded.config();
        assertThat(config.table(Layer.SILVER, "transactions").orElseThrow().status()).isEqualTo(TableStatus.APPROVED);
        assertThat(config.table(Layer.SILVER, "transactions").orElseThrow().columns().get("amount").description())
                .isEqualTo("Deal value in US dollars after discount, excluding sales tax.");
        assertThat(config.glossary()).containsKey("average deal size");
        assertThat(config.tables().values()).extracting(TableMetadata::status)
                .contains(TableStatus.APPROVED, TableStatus.DRAFT, TableStatus.STALE);
    }

    @Test
    void relationshipsExamplesLogsAndChatHistoryRead() throws Exception {
        RelationshipsConfig relationships = new RelationshipsReader().read(SAMPLE.resolve("relationships.yaml"));
        assertThat(relationships.relationships()).isNotEmpty();
        List<Example> examples = new SyntheticExamplesReader().read(SAMPLE.resolve("examples/synthetic.jsonl"));
        assertThat(examples).anyMatch(Example::templated).anyMatch(e -> !e.verified());
        ReviewLogReader logs = new ReviewLogReader();
        assertThat(logs.readHarvested(SAMPLE.resolve("examples/harvested.jsonl")).problems()).isEmpty();
        assertThat(logs.readFailures(SAMPLE.resolve("examples/failures.jsonl")).problems()).isEmpty();
        try (Stream<Path> files = Files.list(SAMPLE.resolve("chat_history"))) {
            for (Path file : files.toList()) {
                ChatHistory history = new ChatHistoryReader().read(file);
                assertThat(history.problems()).as(file.toString()).isEmpty();
                assertThat(history.turns()).as(file.toString()).isNotEmpty();
            }
        }
    }
}
