package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.relationships.Confidence;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bounded join-path completion between the best-ranked tables. */
class JoinExpansionTest {

    static Relationship path(String from, String to, String fromColumn, String toColumn, RelationshipStatus status,
                             Confidence confidence) {
        return new Relationship(from, to, List.of(new JoinColumn(fromColumn, toColumn)), confidence, status,
                null, null, null, null);
    }

    private static Relationship approved(String from, String to, String column) {
        return path(from, to, column, column, RelationshipStatus.APPROVED, Confidence.HIGH);
    }

    @Test
    void theTablesOnTheShortestPathBetweenTwoTopTablesAreAddedWithThePath() {
        JoinExpansion expansion = new JoinExpansion(List.of(approved("customer", "address", "address_id"),
                approved("address", "city", "city_id"), approved("city", "country", "country_id"),
                approved("payment", "customer", "customer_id")), 3, 3, 2);

        List<JoinExpansion.Added> added = expansion.expand(List.of("customer", "country", "payment", "film"));

        assertThat(added).extracting(JoinExpansion.Added::table).containsExactly("address", "city");
        assertThat(added.get(0).reason()).isEqualTo("joins customer and country via customer.address_id → "
                + "address.address_id, address.city_id → city.city_id, city.country_id → country.country_id");
    }

    @Test
    void aHubBothTopTablesAreReferencedFromIsAdded() {
        JoinExpansion expansion = new JoinExpansion(List.of(approved("orders", "customers", "customer_id"),
                approved("orders", "shippers", "shipper_id")), 3, 3, 2);

        assertThat(expansion.expand(List.of("customers", "shippers"))).extracting(JoinExpansion.Added::table)
                .containsExactly("orders");
    }

    @Test
    void itIsBoundedBySeedsHopsAndAddedTables() {
        List<Relationship> chain = List.of(approved("a", "b", "x"), approved("b", "c", "x"), approved("c", "d", "x"),
                approved("d", "e", "x"));
        assertThat(new JoinExpansion(chain, 3, 3, 2).expand(List.of("a", "e"))).as("4 hops is too far").isEmpty();
        assertThat(new JoinExpansion(chain, 3, 4, 2).expand(List.of("a", "e"))).as("at most 2 added")
                .extracting(JoinExpansion.Added::table).containsExactly("b", "c");
        assertThat(new JoinExpansion(chain, 1, 4, 2).expand(List.of("a", "e"))).as("one seed has no pair").isEmpty();
        assertThat(new JoinExpansion(chain, 2, 3, 2).expand(List.of("a", "z", "c")))
                .as("c is not among the 2 seeds").isEmpty();
    }

    @Test
    void ofTwoPathsOfTheSameLengthTheOneThroughTheBetterRankedTableIsTaken() {
        JoinExpansion expansion = new JoinExpansion(List.of(approved("customer", "store", "store_id"),
                approved("payment", "customer", "customer_id"), approved("staff", "store", "store_id"),
                approved("payment", "staff", "staff_id")), 3, 3, 2);

        assertThat(expansion.expand(List.of("store", "payment"), List.of("store", "payment", "customer", "staff")))
                .extracting(JoinExpansion.Added::table).containsExactly("customer");
        assertThat(expansion.expand(List.of("store", "payment"), List.of("store", "payment", "staff", "customer")))
                .extracting(JoinExpansion.Added::table).containsExactly("staff");
    }

    @Test
    void directlyJoinedTopTablesAddNothing() {
        assertThat(new JoinExpansion(List.of(approved("orders", "customers", "customer_id")), 3, 3, 2)
                .expand(List.of("orders", "customers"))).isEmpty();
    }

    @Test
    void theCorpusFollowsApprovedAndHighConfidenceDraftsOnly() {
        List<Relationship> paths = List.of(path("a", "b", "x", "x", RelationshipStatus.DRAFT, Confidence.HIGH),
                path("b", "c", "x", "x", RelationshipStatus.DRAFT, Confidence.MEDIUM),
                path("c", "d", "x", "x", RelationshipStatus.STALE, Confidence.HIGH),
                path("d", "e", "x", "x", RelationshipStatus.APPROVED, Confidence.LOW));
        RetrievalCorpus corpus = RetrievalCorpus.of(List.of(), List.of(), java.util.Map.of(), paths);

        assertThat(corpus.joinPaths()).extracting(Relationship::fromTable).containsExactly("a", "d");
        assertThat(corpus.relationships()).extracting(Relationship::fromTable).containsExactly("d");
    }
}
