package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.eval.EvalRunStore;
import dev.steward.examples.ExampleRecordsFile;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.DefinitionsFile;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableNotesFile;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.RelationshipNotesFile;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.reliability.CrashWriters.Kind;
import dev.steward.settings.SettingsStore;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.util.Map;

/** After a {@link WriterCrashTest} kill: the kind's files parse with the production readers. */
final class CrashChecks {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    private CrashChecks() {
    }

    static void parse(Kind kind, Path project, String where) {
        Path metadata = project.resolve("metadata.yaml");
        switch (kind) {
            case METADATA -> {
                MetadataConfig after = new MetadataReader().read(metadata);
                MetadataConfig original = new MetadataReader().read(SAMPLE.resolve("metadata.yaml"));
                original.tables().forEach((key, table) -> {
                    if (!key.equals(CrashWriters.METADATA_TABLE)) {
                        assertThat(after.tables().get(key)).as("%s: table %s intact", where, key).isEqualTo(table);
                    }
                });
            }
            case RELATIONSHIPS, STEWARD_RELATIONSHIPS -> {
                new RelationshipsReader().read(project.resolve("relationships.yaml"));
                RelationshipNotesFile.read(project.resolve("relationships.yaml"));
            }
            case EXAMPLES -> {
                assertThat(new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl")))
                        .as(where).hasSize(28);
                ExampleRecordsFile.load(project.resolve("examples/synthetic.jsonl"));
            }
            case SETTINGS -> {
                SettingsStore store = new SettingsStore(project.resolve("home/settings.json"));
                store.load();
                assertThat(store.lastWarning()).as(where).isEmpty();
            }
            case EVAL_RUNS -> assertThat(new EvalRunStore(new AtomicFiles()).history(new ProjectOpener(Map.of())
                    .open(project)).problems()).as(where).isEmpty();
            case STEWARD_TABLES -> TableNotesFile.read(metadata);
            case STEWARD_DEFINITIONS -> {
                DefinitionsFile.read(metadata);
                new MetadataReader().read(metadata);
            }
            case CURATION_LOG, STEWARD_JSONL -> {
                // append-only: checked byte for byte by the caller
            }
        }
    }
}
