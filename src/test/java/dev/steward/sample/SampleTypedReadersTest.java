package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.ExampleSource;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.SlotType;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.metadata.GlossaryStatus;
import dev.steward.metadata.LoadedMetadata;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.DetectionMethod;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipsReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sample opens and loads cleanly through Steward's own project opener and metadata loader. */
class SampleTypedReadersTest {

    @Test
    void theOpenerFindsSixSilverAndTwoGoldTablesThroughMainYaml() {
        Project project = new ProjectOpener(Map.of()).open(SampleProjectDatabase.COMMITTED);
        assertThat(project.name()).isEqualTo(SalesDemoGenerator.PIPELINE_NAME);
        assertThat(project.tablesIn(Layer.SILVER)).extracting(ParquetTable::name).containsExactly(
                "customers", "products", "rep_performance", "reps", "targets", "transactions");
        assertThat(project.tablesIn(Layer.GOLD)).extracting(ParquetTable::queryName).containsExactly(
                "gold.rep_leaderboard", "gold.revenue_by_region_quarter");
    }

    @Test
    void metadataAndOverlayLoadWithoutWarningsAndTheOverlayApplies() {
        LoadedMetadata loaded = new MetadataLoader().loadProject(SampleProjectDatabase.COMMITTED);
        assertThat(loaded.warnings()).isEmpty();
        Map<String, TableMetadata> tables = loaded.config().tables();
        assertThat(tables).hasSize(7).doesNotContainKey("rep_leaderboard");
        assertThat(tables.get("reps").synonyms()).contains("AEs");
        assertThat(tables.get("reps").status()).isEqualTo(TableStatus.APPROVED);
        assertThat(tables.get("transactions").columns().get("amount").description()).contains("excluding sales tax");
        assertThat(tables.get("revenue_by_region_quarter").layer()).isEqualTo(Layer.GOLD);
        assertThat(tables.get("customers").columns().get("segment").acceptedValues())
                .containsExactly("Enterprise", "Mid-Market", "SMB");
        TableMetadata products = tables.get("products");
        assertThat(products.status()).isEqualTo(TableStatus.STALE);
        assertThat(products.schemaDelta().added()).containsExactly("category");
        assertThat(products.staleReason()).contains(products.schemaHash());
    }

    @Test
    void theGlossaryReadsBothFormsAndTheOverlayTerm() {
        Map<String, GlossaryEntry> glossary = new MetadataLoader().loadProject(SampleProjectDatabase.COMMITTED)
                .config().glossary();
        assertThat(glossary.get("marketing spend").notTracked()).isTrue();
        assertThat(glossary.get("marketing spend").status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(glossary.get("pipeline").status()).isEqualTo(GlossaryStatus.DRAFT);
        assertThat(glossary.get("quarter").definition()).startsWith("A calendar quarter");
        assertThat(glossary).containsKey("average deal size");
    }

    @Test
    void relationshipsReadWithTheSelfReferenceTheCompositeKeyAndTheOrphanEvidence() {
        List<Relationship> relationships = new RelationshipsReader()
                .read(SampleProjectDatabase.COMMITTED.resolve("relationships.yaml")).relationships();
        Relationship selfReference = find(relationships, "reps", "reps");
        assertThat(selfReference.joinOn()).containsExactly(new JoinColumn("manager_id", "rep_id"));
        assertThat(selfReference.isHandAdded()).isTrue();
        assertThat(selfReference.status()).isEqualTo(RelationshipStatus.APPROVED);
        Relationship composite = find(relationships, "rep_performance", "targets");
        assertThat(composite.method()).isEqualTo(DetectionMethod.COMPOSITE);
        assertThat(composite.joinOn()).containsExactly(JoinColumn.shared("region"), JoinColumn.shared("quarter"));
        Relationship orphans = find(relationships, "transactions", "products");
        assertThat(orphans.status()).isEqualTo(RelationshipStatus.DRAFT);
        assertThat(orphans.evidence().orphanRows()).isPositive();
    }

    @Test
    void templatesReadWithTypedSlotsAndOnePlainStringSlot() {
        List<Example> examples = new SyntheticExamplesReader()
                .read(SampleProjectDatabase.COMMITTED.resolve("examples/synthetic.jsonl"));
        List<SlotSpec> slots = examples.stream().filter(Example::templated)
                .flatMap(e -> e.params().values().stream()).toList();
        assertThat(slots).extracting(SlotSpec::type).contains(SlotType.QUARTER, SlotType.ENUM, SlotType.INTEGER,
                SlotType.DATE);
        assertThat(slots).filteredOn(SlotSpec::plainForm).hasSize(1);
        assertThat(slots).filteredOn(s -> s.type() == SlotType.ENUM).singleElement()
                .satisfies(s -> assertThat(s.values()).containsExactly("Central", "East", "North", "South", "West"));
        assertThat(examples).filteredOn(e -> e.source() == ExampleSource.HARVESTED).singleElement()
                .satisfies(e -> assertThat(e.verified()).isFalse());
    }

    private static Relationship find(List<Relationship> relationships, String from, String to) {
        return relationships.stream().filter(r -> r.fromTable().equals(from) && r.toTable().equals(to)).findFirst()
                .orElseThrow(() -> new AssertionError("no relationship " + from + " -> " + to));
    }
}
