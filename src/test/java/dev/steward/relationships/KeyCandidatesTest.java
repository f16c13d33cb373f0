package dev.steward.relationships;

import static dev.steward.relationships.BaselineDetectorTest.schema;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Steward's name-based candidates across naming habits; the data check is tested in RelationshipDetectorTest. */
class KeyCandidatesTest {
    private final KeyCandidates candidates = new KeyCandidates();

    @Test
    void singularKnowsIrregularPluralsAndLeavesSingularsAlone() {
        assertThat(EnglishNouns.singular("people")).isEqualTo("person");
        assertThat(EnglishNouns.singular("categories")).isEqualTo("category");
        assertThat(EnglishNouns.singular("addresses")).isEqualTo("address");
        assertThat(EnglishNouns.singular("address")).isEqualTo("address");
        assertThat(EnglishNouns.singular("status")).isEqualTo("status");
        assertThat(EnglishNouns.singular("Boxes")).isEqualTo("box");
    }

    @Test
    void nameWordsSplitEveryNamingHabit() {
        assertThat(NameWords.of("SupportRepId").words()).containsExactly("support", "rep", "id");
        assertThat(NameWords.of("supportRepID").words()).containsExactly("support", "rep", "id");
        assertThat(NameWords.of("SUPPORT_REP_ID").words()).containsExactly("support", "rep", "id");
        assertThat(NameWords.tableEntity("dim_customers")).isEqualTo("customer");
        assertThat(NameWords.tableEntity("customers_dim")).isEqualTo("customer");
        assertThat(NameWords.tableEntity("OrderDetails")).isEqualTo("orderdetail");
    }

    @Test
    void camelCaseIdsFindTheirTables() {
        List<Relationship> found = candidates.propose(schema("Album", "AlbumId:BIGINT,Title:VARCHAR,ArtistId:BIGINT",
                "Artist", "ArtistId:BIGINT,Name:VARCHAR"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactly("Album.ArtistId->Artist.ArtistId");
    }

    @Test
    void gluedLowerCaseKeysSplitOnlyWhenTheRestNamesATable() {
        List<Relationship> found = candidates.propose(schema("album", "albumid:BIGINT,artistid:BIGINT,paid:BIGINT",
                "artist", "artistid:BIGINT,name:VARCHAR", "pa", "x:BIGINT"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactly("album.artistid->artist.artistid");
    }

    @Test
    void aJunctionTablesKeyPointsToTheParentNeverTheReverse() {
        List<Relationship> found = candidates.propose(schema(
                "TicketHeader", "TicketId:BIGINT,OpenedOn:DATE,CustomerRef:VARCHAR",
                "TicketHeaderTag", "TicketId:BIGINT,TagId:BIGINT",
                "Tag", "TagId:BIGINT,Label:VARCHAR",
                "TicketLine", "TicketLineId:BIGINT,TicketId:BIGINT,Amount:DOUBLE"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "TicketHeaderTag.TicketId->TicketHeader.TicketId", "TicketHeaderTag.TagId->Tag.TagId",
                "TicketLine.TicketId->TicketHeader.TicketId");
    }

    @Test
    void prefixStyleKeysDropTheirTablesPrefixAndMatchAbbreviatedTargets() {
        List<Relationship> found = candidates.propose(schema(
                "depot", "dp_depot_sk:INTEGER,dp_depot_name:VARCHAR,dp_city:VARCHAR",
                "postal_location", "pl_location_sk:INTEGER,pl_street:VARCHAR,pl_zip:VARCHAR",
                "vendor_profile", "vp_profile_sk:INTEGER,vp_rating:INTEGER,vp_tier:VARCHAR",
                "discount", "di_discount_sk:INTEGER,di_name:VARCHAR,di_rate:DOUBLE",
                "shipment_lines", "sl_origin_depot_sk:INTEGER,sl_drop_loc_sk:INTEGER,sl_vprofile_sk:INTEGER,"
                        + "sl_disc_sk:INTEGER,sl_qty:INTEGER"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "shipment_lines.sl_origin_depot_sk->depot.dp_depot_sk",
                "shipment_lines.sl_drop_loc_sk->postal_location.pl_location_sk",
                "shipment_lines.sl_vprofile_sk->vendor_profile.vp_profile_sk",
                "shipment_lines.sl_disc_sk->discount.di_discount_sk");
    }

    @Test
    void irregularPluralsAndDecoratedTargetsAndKeySuffixes() {
        List<Relationship> found = candidates.propose(schema(
                "people", "person_id:BIGINT,name:VARCHAR",
                "categories", "category_id:BIGINT",
                "addresses", "address_id:BIGINT",
                "dim_customer", "customer_key:BIGINT,name:VARCHAR",
                "fact_sales", "sale_id:BIGINT,customer_key:BIGINT,person_id:BIGINT,category_id:BIGINT,"
                        + "address_id:BIGINT"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "fact_sales.customer_key->dim_customer.customer_key", "fact_sales.person_id->people.person_id",
                "fact_sales.category_id->categories.category_id", "fact_sales.address_id->addresses.address_id");
        assertThat(found).allSatisfy(r -> assertThat(r.method()).isEqualTo(DetectionMethod.KEY_NAMING));
    }

    @Test
    void rolePrefixesResolveToTheLongestMatchingEntity() {
        List<Relationship> found = candidates.propose(schema(
                "film", "film_id:BIGINT,original_language_id:BIGINT",
                "language", "language_id:BIGINT,name:VARCHAR",
                "store", "store_id:BIGINT,manager_staff_id:BIGINT",
                "staff", "staff_id:BIGINT"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "film.original_language_id->language.language_id", "store.manager_staff_id->staff.staff_id");
    }

    @Test
    void selfReferencesByIdNameOrRoleWord() {
        List<Relationship> found = candidates.propose(schema(
                "employee", "id:BIGINT,manager_id:BIGINT,reports_to:BIGINT,employee_id:BIGINT"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "employee.manager_id->employee.id", "employee.reports_to->employee.id",
                "employee.employee_id->employee.id");
        assertThat(found).allSatisfy(r -> assertThat(r.method()).isEqualTo(DetectionMethod.SELF_REFERENCE));
    }

    @Test
    void aKeySharedByNameFindsTheTableItKeys() {
        List<Relationship> found = candidates.propose(schema(
                "customer_demographics", "customer_type_id:VARCHAR,customer_desc:VARCHAR",
                "customer_customer_demo", "customer_id:VARCHAR,customer_type_id:VARCHAR",
                "customers", "customer_id:VARCHAR,company_name:VARCHAR"));
        assertThat(found).extracting(KeyCandidatesTest::describe).containsExactlyInAnyOrder(
                "customer_customer_demo.customer_id->customers.customer_id",
                "customer_customer_demo.customer_type_id->customer_demographics.customer_type_id");
    }

    @Test
    void refLinkToNumberedNoNumAndSpacedNamesAreKeyReferences() {
        List<Relationship> found = candidates.propose(schema(
                "customers", "customer_id:BIGINT,name:VARCHAR",
                "employees", "EMP_NUM:BIGINT,name:VARCHAR",
                "orders", "order_id:BIGINT,customer_ref:BIGINT,link_to_employee:BIGINT,custNo:BIGINT",
                "returns", "return_id:BIGINT,customer_id_2:BIGINT,EMP_NUM:BIGINT,Customer ID:BIGINT"));
        assertThat(found).extracting(KeyCandidatesTest::describe).contains(
                "orders.customer_ref->customers.customer_id", "orders.link_to_employee->employees.EMP_NUM",
                "orders.custNo->customers.customer_id", "returns.customer_id_2->customers.customer_id",
                "returns.EMP_NUM->employees.EMP_NUM", "returns.Customer ID->customers.customer_id");
    }

    @Test
    void unrelatedKeyNamesProposeNothing() {
        assertThat(candidates.propose(schema("orders", "order_id:BIGINT,ship_via:BIGINT,tracking_code:VARCHAR",
                "shippers", "shipper_id:BIGINT"))).isEmpty();
    }

    static String describe(Relationship r) {
        JoinColumn j = r.joinOn().get(0);
        return r.fromTable() + "." + j.fromColumn() + "->" + r.toTable() + "." + j.toColumn();
    }
}
