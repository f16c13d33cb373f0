package dev.steward.migrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.conformance.OmConformance;
import dev.steward.error.StewardException;
import dev.steward.relationships.DetectionMethod;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipIdentity;
import dev.steward.relationships.RelationshipNotesFile;
import dev.steward.relationships.RelationshipsConfig;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The migrate framework over a copy of the old sample: dry run, apply, idempotence, exact undo. */
class MigratorTest {
    @TempDir
    Path tmp;
    private Path project;
    private final Migrator migrator = new Migrator(Moves.all(), new AtomicFiles(),
            Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"), ZoneOffset.UTC), "tester");

    @BeforeEach
    void copy() throws IOException {
        project = OldSample.copyTo(tmp.resolve("old"));
    }

    @Test
    void theDryRunListsEveryMoveAndWritesNothing() throws IOException {
        Map<String, byte[]> before = snapshot();

        MigrationPlan plan = migrator.plan(project);

        assertThat(plan.moved()).extracting(MovedValue::location)
                .contains("tables.products.stale_reason", "tables.products.schema_delta");
        assertThat(plan.moved()).filteredOn(v -> v.location().equals("tables.products.schema_delta"))
                .singleElement().extracting(MovedValue::value)
                .isEqualTo("{added: [category], removed: [], retyped: []}");
        assertThat(plan.changedFiles()).contains("metadata.yaml", StewardFolder.TABLES);
        assertThat(snapshot()).containsExactlyInAnyOrderEntriesOf(before);
        assertThat(project.resolve("steward")).doesNotExist();
    }

    @Test
    void applyRemovesOnlyTheMovedLinesAndASecondRunChangesNothing() throws IOException {
        String old = Files.readString(project.resolve("metadata.yaml"));

        MigrationPlan applied = migrator.apply(project);

        String expected = old.replaceAll("(?m)^    stale_reason: .*\\R", "").replaceAll("(?m)^    schema_delta: .*\\R", "");
        assertThat(Files.readString(project.resolve("metadata.yaml"))).isEqualTo(expected);
        assertThat(Files.readString(StewardFolder.tables(project)))
                .contains("stale_reason: schema changed since last metadata refresh (e2154a1786a5c1da -> 97b8244a4461b2d1)")
                .contains("- category");
        assertThat(applied.moved()).isNotEmpty();
        Map<String, byte[]> migrated = snapshot();

        MigrationPlan again = migrator.apply(project);

        assertThat(again.isEmpty()).isTrue();
        assertThat(snapshot()).containsExactlyInAnyOrderEntriesOf(migrated);
        assertThat(migrator.plan(project).isEmpty()).isTrue();
    }

    @Test
    void relationshipExtrasMoveByIdentityAndTheSharedFileConforms() throws IOException {
        migrator.apply(project);

        String shared = Files.readString(project.resolve("relationships.yaml"));
        assertThat(shared).doesNotContain("evidence:").doesNotContain("note:").doesNotContain("composite")
                .doesNotContain("join_on: [name]").contains("# Added by hand: the reporting line.");
        assertThat(OmConformance.checkKnowledge(project)).noneMatch(v -> v.startsWith("relationships.yaml"));
        RelationshipsConfig merged = new RelationshipsReader().read(project.resolve("relationships.yaml"));
        Relationship composite = merged.find(new RelationshipIdentity("rep_performance", "targets",
                List.of("region", "quarter"))).orElseThrow();
        assertThat(composite.method()).isEqualTo(DetectionMethod.COMPOSITE);
        assertThat(composite.evidence().sourceRows()).isEqualTo(5315L);
        assertThat(merged.find(new RelationshipIdentity("reps", "reps", List.of("manager_id = rep_id")))
                .orElseThrow().note()).startsWith("Each rep reports to the head of their region");
        assertThat(RelationshipNotesFile.read(project.resolve("relationships.yaml")).rejectedByData())
                .extracting(r -> r.identity().toString())
                .containsExactly("customers -> reps on [name]", "customers -> targets on [region]");
    }

    @Test
    void undoRestoresEveryFileExactly() throws IOException {
        Map<String, byte[]> before = snapshot();
        migrator.apply(project);

        List<String> restored = migrator.undo(project);

        assertThat(restored).contains("metadata.yaml", StewardFolder.TABLES);
        assertThat(snapshot()).containsExactlyInAnyOrderEntriesOf(before);
        assertThat(StewardFolder.tables(project)).doesNotExist();
        assertThat(migrator.undo(project)).isEmpty();
    }

    @Test
    void undoIsRefusedWhenAMigratedFileWasEditedSinceAndChangesNothing() throws IOException {
        migrator.apply(project);
        Files.writeString(project.resolve("metadata.yaml"), "# edited by hand\n", java.nio.file.StandardOpenOption.APPEND);
        Map<String, byte[]> edited = snapshot();

        assertThatThrownBy(() -> migrator.undo(project)).isInstanceOf(StewardException.class)
                .hasMessageContaining("metadata.yaml was changed after the migration");
        assertThat(snapshot()).containsExactlyInAnyOrderEntriesOf(edited);
    }

    private Map<String, byte[]> snapshot() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String file : List.of("metadata.yaml", "relationships.yaml", "metadata_enhancements.yaml",
                StewardFolder.TABLES, StewardFolder.RELATIONSHIPS, StewardFolder.DEFINITIONS)) {
            Path path = project.resolve(file);
            if (Files.exists(path)) {
                files.put(file, Files.readAllBytes(path));
            }
        }
        return files;
    }
}
