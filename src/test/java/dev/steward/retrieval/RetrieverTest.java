package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.metadata.GlossaryStatus;
import dev.steward.project.Layer;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's table-ranking, schema-pruning and template cases, with the fake embedder. */
class RetrieverTest {
    @TempDir
    Path project;

    private final FakeEmbedder embedder = new FakeEmbedder();

    static TableDocument approved(String name, String curatedText, String... synonyms) {
        return new TableDocument(name, Layer.SILVER, true, curatedText, name + " id", curatedText, List.of(synonyms));
    }

    static TableDocument draft(String name, String rawText) {
        return new TableDocument(name, Layer.SILVER, false, null, rawText, rawText, List.of());
    }

    private Retriever retriever(List<TableDocument> tables, List<Example> examples) {
        return retriever(RetrievalCorpus.of(tables, examples, Map.of(), List.of()));
    }

    private Retriever retriever(RetrievalCorpus corpus) {
        EmbeddingCache cache = new EmbeddingCache(project.resolve(".steward"), new AtomicFiles());
        return new Retriever(RetrievalIndex.build(corpus, embedder, cache), embedder, RetrievalSettings.defaults());
    }

    @Test
    void confidenceIsTheTopCosineAndAboveTheThresholdTheCuratedTablesAreChosen() {
        embedder.fix("orders text", 1, 0).fix("products text", 0, 1).fix("what about orders", 0.9f, 0.1f);
        RetrievalResult result = retriever(List.of(approved("orders", "orders text"),
                approved("products", "products text")), List.of()).retrieve("what about orders");

        assertThat(result.tableGate().kind()).isEqualTo(Retriever.CURATED);
        assertThat(result.tableGate().fired()).isTrue();
        assertThat(result.tableGate().confidence()).isCloseTo(0.9939, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(result.tables().get(0).name()).isEqualTo("orders");
        assertThat(result.chosen()).containsExactly("orders", "products");
    }

    @Test
    void exactlyTheThresholdPasses() {
        double gate = RetrievalSettings.defaults().tableThreshold();
        float y = (float) Math.sqrt(1 - gate * gate);
        embedder.fix("orders text", 1, 0).fix("q", (float) gate, y);
        RetrievalResult result = retriever(List.of(approved("orders", "orders text")), List.of()).retrieve("q");
        assertThat(result.tableGate().confidence()).isCloseTo(gate, org.assertj.core.data.Offset.offset(1e-6));
        assertThat(result.tableGate().fired()).isEqualTo(result.tableGate().confidence() >= gate);
    }

    @Test
    void draftTablesAreOutsideTheCuratedCorpus() {
        embedder.fix("orders text", 1, 0).fix("q", 1, 0);
        RetrievalResult result = retriever(List.of(approved("orders", "orders text"), draft("drafty", "drafty x")),
                List.of()).retrieve("q");
        assertThat(result.tableGate().fired()).isTrue();
        assertThat(result.tables()).extracting(RankedTable::name).containsExactly("orders");
    }

    @Test
    void withoutApprovedTablesTheRawFallbackRanksEveryTable() {
        RetrievalResult result = retriever(List.of(draft("orders", "orders order_id amount"),
                draft("products", "products product_id name")), List.of()).retrieve("amount of each order");

        assertThat(result.tableGate()).isEqualTo(new GateDecision(Retriever.FALLBACK, 0.0, RetrievalSettings.TABLE_GATE, false));
        assertThat(result.tables()).extracting(RankedTable::name).containsExactlyInAnyOrder("orders", "products");
        assertThat(result.tables().get(0).name()).isEqualTo("orders");
    }

    @Test
    void lowConfidenceUsesTheFallbackWithRawTexts() {
        embedder.fix("orders text", 1, 0).fix("q", 0, 1).fix("orders id", 0, 1);
        RetrievalResult result = retriever(List.of(approved("orders", "orders text")), List.of()).retrieve("q");
        assertThat(result.tableGate().fired()).isFalse();
        assertThat(result.tableGate().confidence()).isCloseTo(0.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(result.tables().get(0).cosine()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void sevenApprovedTablesGiveFiveChosenBestFirstAndTheCorpusIsEmbeddedOnceInOneBatch() {
        List<TableDocument> tables = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            float[] v = {1, i * 0.3f};
            embedder.fix("t" + i + " text", v);
            tables.add(approved("t" + i, "t" + i + " text"));
        }
        embedder.fix("q", 1, 0);
        Retriever retriever = retriever(tables, List.of());
        retriever.retrieve("q");
        RetrievalResult result = retriever.retrieve("q");

        assertThat(result.chosen()).containsExactly("t0", "t1", "t2", "t3", "t4");
        assertThat(embedder.calls()).hasSize(3);
        assertThat(embedder.calls().get(0)).hasSize(14);
        assertThat(embedder.calls().subList(1, 3)).allMatch(c -> c.equals(List.of("q")));
    }

    @Test
    void aTableNamedOrASynonymUsedInTheQuestionIsForcedFirstWithItsReason() {
        RetrievalResult result = retriever(List.of(
                draft("transactions", "transactions txn_id amount"), draft("reps", "reps rep_id name"),
                approved("targets", "targets region quarter", "quotas")), List.of())
                .retrieve("What quota did our Reps get?");

        assertThat(result.tables()).extracting(RankedTable::name).startsWith("targets", "reps");
        assertThat(result.tables().get(0).reasons()).contains("question mentions synonym 'quotas'");
        assertThat(result.tables().get(1).reasons()).contains("question mentions name 'reps'");
    }

    @Test
    void aMatchInsideALongerMatchIsNotForced() {
        RetrievalResult result = retriever(List.of(approved("transactions", "deals", "sales"),
                approved("reps", "people", "sales reps")), List.of()).retrieve("list sales reps by hire date");
        assertThat(result.tables().get(0).reasons()).contains("question mentions synonym 'sales reps'");
        assertThat(result.tables().get(1).reasons()).noneMatch(r -> r.startsWith("question mentions"));
    }

    @Test
    void aNotTrackedGlossaryTermAbstainsWithItsDefinition() {
        GlossaryEntry spend = new GlossaryEntry("Budgets live in the finance system.", GlossaryStatus.APPROVED,
                List.of(), true, false);
        RetrievalResult result = retriever(RetrievalCorpus.of(List.of(draft("orders", "orders amount")), List.of(),
                Map.of("marketing spend", spend), List.of())).retrieve("How much did we spend on marketing?");

        assertThat(result.abstainReason()).hasValue(
                "this project does not track 'marketing spend': Budgets live in the finance system.");
        assertThat(result.chosen()).isEmpty();
    }

    @Test
    void aQuestionFarFromEverythingAbstainsAndACloseOneDoesNot() {
        embedder.fix("orders id", 1, 0).fix("weather in Paris", 0, 1).fix("orders per day", 0.9f, 0.1f);
        Retriever retriever = retriever(List.of(draft("orders", "orders id")), List.of());

        assertThat(retriever.retrieve("weather in Paris").abstainReason()).get().asString()
                .startsWith("nothing in this project is close to the question");
        assertThat(retriever.retrieve("orders per day").abstainReason()).isEmpty();
    }

    @Test
    void approvedRelationshipsAddJoinPartnersDraftOnesDoNot() {
        List<TableDocument> tables = List.of(approved("orders", "orders"), draft("customers", "customers"),
                draft("products", "products"));
        Relationship approvedPath = new Relationship("orders", "customers", List.of(JoinColumn.shared("customer_id")),
                null, RelationshipStatus.APPROVED, null, null, null, null);
        Relationship draftPath = new Relationship("orders", "products", List.of(JoinColumn.shared("product_id")),
                null, RelationshipStatus.DRAFT, null, null, null, null);
        embedder.fix("orders", 1, 0).fix("q orders", 1, 0);
        RetrievalResult result = retriever(RetrievalCorpus.of(tables, List.of(), Map.of(),
                List.of(approvedPath, draftPath))).retrieve("q orders");

        assertThat(result.chosen()).containsExactly("orders");
        assertThat(result.joinPartners()).containsExactly("customers");
    }

    @Test
    void aTableJoiningTwoTopTablesIsMovedUpAndChosenWithThePathAsItsReason() {
        List<TableDocument> tables = List.of(draft("customers", "customers"), draft("countries", "countries"),
                draft("films", "films"), draft("payments", "payments"), draft("stores", "stores"),
                draft("staff", "staff"), draft("addresses", "addresses"));
        List<Relationship> paths = List.of(
                new Relationship("customers", "addresses", List.of(JoinColumn.shared("address_id")), null,
                        RelationshipStatus.DRAFT, null, null, null, null),
                new Relationship("addresses", "countries", List.of(JoinColumn.shared("country_id")), null,
                        RelationshipStatus.APPROVED, null, null, null, null));
        embedder.fix("customers", 1, 0).fix("countries", 0.9f, 0.1f).fix("films", 0.8f, 0.2f)
                .fix("payments", 0.7f, 0.3f).fix("stores", 0.6f, 0.4f).fix("staff", 0.5f, 0.5f)
                .fix("addresses", 0, 1).fix("how many customers per country", 1, 0);
        RetrievalResult result = retriever(RetrievalCorpus.of(tables, List.of(), Map.of(), paths))
                .retrieve("how many customers per country");

        assertThat(result.tables()).extracting(RankedTable::name).startsWith("customers", "countries", "addresses");
        assertThat(result.tables().get(2).reasons().get(0)).isEqualTo("joins customers and countries via "
                + "customers.address_id → addresses.address_id, addresses.country_id → countries.country_id");
        assertThat(result.chosen()).contains("addresses").hasSize(5);
        assertThat(result.joinedVia()).containsExactly("addresses via customers.address_id → addresses.address_id, "
                + "addresses.country_id → countries.country_id");
    }

    @Test
    void onlyVerifiedNonTemplateRowsAreExamplesRankedClosestFirst() {
        Example verified = new Example("monthly revenue", "SELECT 1", true, false, null, null, null, null);
        Example other = new Example("reps by region", "SELECT 2", true, false, null, null, null, null);
        Example unverified = Example.draft("monthly revenue please", "SELECT 3");
        Example template = new Example("revenue in {quarter}", "SELECT 4", true, true, null, null, null, null);
        RetrievalResult result = retriever(List.of(draft("t", "t x")), List.of(other, verified, unverified, template))
                .retrieve("show monthly revenue");

        assertThat(result.examples()).extracting(e -> e.example().sql()).containsExactly("SELECT 1", "SELECT 2");
        assertThat(result.templates()).extracting(e -> e.example().sql()).containsExactly("SELECT 4");
    }

    @Test
    void aTemplateMatchesAtTheThresholdAndTwoCloseOnesAreAmbiguous() {
        Example north = new Example("revenue of {region}", "SELECT 1", true, true, null, null, null, null);
        Example south = new Example("revenue for {region}", "SELECT 2", true, true, null, null, null, null);
        embedder.fix("revenue of {region}", 1, 0).fix("revenue for {region}", 0.99f, 0.141f)
                .fix("clear", 1, 0).fix("unclear", 0.995f, 0.0998f).fix("far", 0, 1);
        Retriever one = retriever(List.of(draft("t", "t")), List.of(north));
        assertThat(one.retrieve("clear").matchedTemplate()).map(RankedExample::example).hasValue(north);
        assertThat(one.retrieve("far").templateGate().fired()).isFalse();

        RetrievalResult both = retriever(List.of(draft("t", "t")), List.of(north, south)).retrieve("unclear");
        assertThat(both.templateGate().fired()).isTrue();
        assertThat(both.ambiguousTemplates()).isTrue();
        assertThat(both.matchedTemplate()).isEmpty();
        assertThat(RetrievalSettings.defaults().templateThreshold()).isEqualTo(0.85)
                .isGreaterThan(RetrievalSettings.defaults().tableThreshold());
    }

    @Test
    void anEmptyCorpusRanksNothing() {
        RetrievalResult result = retriever(List.of(), List.of()).retrieve("anything");
        assertThat(result.tables()).isEmpty();
        assertThat(result.examples()).isEmpty();
        assertThat(result.templates()).isEmpty();
        assertThat(result.tableGate().confidence()).isZero();
    }
}
