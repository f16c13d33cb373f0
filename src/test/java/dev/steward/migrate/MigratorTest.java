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
    private static final String GLOSSARY_AFTER = """
            glossary:
              attainment: Won revenue divided by the target of the same region and quarter, as a percentage. Only closed_won deals count; open pipeline does not.
              win rate: closed_won deals divided by all closed deals (closed_won + closed_lost). Open deals are left out.
              pipeline: Open deals, in stage proposal or negotiation, and their amounts.
              marketing spend: Marketing spend is not in this project; budgets live in the finance system.
              churn: "Customer churn is not tracked here: the project holds deals, not subscriptions or renewals."
              quarter: "A calendar quarter written YYYY-Qn, e.g. 2024-Q2. The fiscal year is the calendar year."
              bookings: "The amount of closed_won deals, counted on their txn_date."
              regional head: Rep who leads a region; heads have no manager_id and sit in the Enterprise team.
            """;
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
        String written = Files.readString(project.resolve("metadata.yaml"));
        int glossary = expected.indexOf("\nglossary:\n");
        assertThat(written).startsWith(expected.substring(0, glossary)).endsWith(GLOSSARY_AFTER);
        assertThat(OmConformance.checkKnowledge(project)).isEmpty();
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
    void glossaryMappingsBecomeTheirTextInPlaceAndTheirNotesGoToDefinitionsYaml() throws IOException {
        String overlay = Files.readString(project.resolve("metadata_enhancements.yaml"));

        MigrationPlan plan = migrator.apply(project);

        assertThat(plan.moved()).filteredOn(v -> v.move().equals("glossary mappings")).extracting(MovedValue::location)
                .containsExactly("glossary.attainment", "glossary.win rate", "glossary.pipeline",
                        "glossary.marketing spend", "glossary.churn", "glossary.average deal size");
        assertThat(Files.readString(project.resolve("metadata_enhancements.yaml"))).isEqualTo(overlay.replace(
                "{definition: \"Average amount of closed_won deals; open and lost deals are left out.\", status: approved, "
                + "synonyms: [ADS, average deal value]}", "Average amount of closed_won deals; open and lost deals are "
                + "left out."));
        var glossary = new dev.steward.metadata.MetadataLoader().loadProject(project).config().glossary();
        assertThat(glossary.get("marketing spend").notTracked()).isTrue();
        assertThat(glossary.get("average deal size").synonyms()).containsExactly("ADS", "average deal value");
        assertThat(glossary.get("pipeline").status()).isEqualTo(dev.steward.metadata.GlossaryStatus.DRAFT);
        assertThat(glossary.get("attainment").status()).isEqualTo(dev.steward.metadata.GlossaryStatus.APPROVED);
        assertThat(Files.readString(StewardFolder.definitions(project))) // the glossary part; definitions: is issue 20's
                .isEqualTo(Files.readString(Path.of("sample-projects/sales_intelligence_demo", StewardFolder.DEFINITIONS))
                        .replaceAll("(?ms)^definitions:\\n.*?(?=^\\S)", ""));
    }

    @Test
    void relationshipExtrasMoveByIdentityAndTheSharedFileConforms() throws IOException {
        migrator.apply(project);

        String shared = Files.readString(project.resolve("relationships.yaml"));
        assertThat(shared).doesNotContain("evidence:").doesNotContain("note:").doesNotContain("composite")
                .doesNotContain("join_on: [name]").contains("# Added by hand: the reporting line.");
        assertThat(OmConformance.check(project)).isEmpty();
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

        assertThat(restored).contains("metadata.yaml", "metadata_enhancements.yaml", StewardFolder.TABLES,
                StewardFolder.DEFINITIONS);
        assertThat(snapshot()).containsExactlyInAnyOrderEntriesOf(before);
        assertThat(StewardFolder.tables(project)).doesNotExist();
        assertThat(StewardFolder.definitions(project)).doesNotExist();
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
