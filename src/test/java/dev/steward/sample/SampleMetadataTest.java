package dev.steward.sample;

import static dev.steward.sample.SampleFiles.list;
import static dev.steward.sample.SampleFiles.map;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.catalog.SchemaFingerprint;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** metadata.yaml, its overlay and Steward's notes on them describe the committed data truthfully, in the documented curation state. */
class SampleMetadataTest {
    static SampleProjectDatabase db;
    static Map<String, Object> tables;
    static Map<String, Object> glossary;

    @BeforeAll
    static void open() throws Exception {
        db = new SampleProjectDatabase(SampleProjectDatabase.COMMITTED);
        Map<String, Object> metadata = SampleFiles.yaml("metadata.yaml");
        tables = new LinkedHashMap<>(map(metadata.get("tables")));
        // stale reasons and schema deltas live in Steward's own file (ADR 26), keyed by table
        map(SampleFiles.yaml("steward/tables.yaml").get("tables")).forEach((table, note) -> {
            Map<String, Object> merged = new LinkedHashMap<>(map(tables.get(table)));
            merged.putAll(map(note));
            tables.put(table, merged);
        });
        glossary = map(metadata.get("glossary"));
    }

    @AfterAll
    static void close() throws Exception {
        db.close();
    }

    @Test
    void tablesAreInTheDocumentedCurationStates() {
        assertThat(tables).containsOnlyKeys("transactions", "rep_performance", "reps", "customers", "products",
                "targets", "revenue_by_region_quarter");
        assertThat(statuses("approved")).containsExactlyInAnyOrder("transactions", "rep_performance", "reps",
                "revenue_by_region_quarter");
        assertThat(statuses("draft")).containsExactlyInAnyOrder("customers", "targets");
        assertThat(statuses("stale")).containsExactly("products");
        assertThat(map(tables.get("revenue_by_region_quarter")).get("layer")).isEqualTo("gold");
    }

    @Test
    void approvedAndDraftHashesMatchTheLiveSchemaAndTheStaleOneDoesNot() {
        for (Map.Entry<String, Object> entry : tables.entrySet()) {
            Map<String, Object> table = map(entry.getValue());
            String live = SchemaFingerprint.of(liveSchema(entry.getKey(), table));
            if ("stale".equals(table.get("status"))) {
                assertThat(table.get("schema_hash")).as(entry.getKey()).isNotEqualTo(live);
                assertThat(table.get("stale_reason")).as(entry.getKey()).asString().contains(live)
                        .contains((String) table.get("schema_hash"));
            } else {
                assertThat(table.get("schema_hash")).as(entry.getKey()).isEqualTo(live);
            }
        }
    }

    @Test
    void theStaleHashIsTheSchemaBeforeTheDocumentedDelta() {
        Map<String, Object> products = map(tables.get("products"));
        Map<String, Object> delta = map(products.get("schema_delta"));
        assertThat(list(delta.get("added"))).containsExactly("category");
        List<ColumnSchema> before = liveSchema("products", products).stream()
                .filter(c -> !list(delta.get("added")).contains(c.name())).toList();
        assertThat(products.get("schema_hash")).isEqualTo(SchemaFingerprint.of(before));
        assertThat(map(products.get("columns"))).doesNotContainKey("category");
    }

    @Test
    void everyDescribedColumnExistsAndEveryValueExampleOccursInTheData() throws Exception {
        for (Map.Entry<String, Object> entry : tables.entrySet()) {
            Map<String, Object> table = map(entry.getValue());
            List<String> live = liveSchema(entry.getKey(), table).stream().map(ColumnSchema::name).toList();
            for (Map.Entry<String, Object> column : map(table.get("columns")).entrySet()) {
                assertThat(live).as(entry.getKey()).contains(column.getKey());
                Object examples = map(column.getValue()).get("value_examples");
                for (Object example : examples == null ? List.of() : list(examples)) {
                    assertThat(occurrences(queryName(entry.getKey(), table), column.getKey(), example))
                            .as("%s.%s value example %s", entry.getKey(), column.getKey(), example).isPositive();
                }
            }
        }
    }

    @Test
    void draftValueExamplesAreTheEightMostFrequentValuesTiesByValueAsDraftingSamplesThem() throws Exception {
        for (String name : statuses("draft")) {
            for (Map.Entry<String, Object> column : map(map(tables.get(name)).get("columns")).entrySet()) {
                Object examples = map(column.getValue()).get("value_examples");
                if (examples == null) {
                    continue;
                }
                String c = "\"" + column.getKey() + "\"";
                List<String> sampled = db.rows("SELECT CAST(" + c + " AS VARCHAR) FROM (SELECT " + c + ", count(*) AS n "
                        + "FROM " + name + " WHERE " + c + " IS NOT NULL GROUP BY " + c + " ORDER BY n DESC, " + c
                        + " LIMIT 8)").stream().map(r -> r.get(0)).toList();
                List<Object> written = list(examples);
                assertThat(written).as("%s.%s", name, column.getKey()).hasSameSizeAs(sampled);
                for (int i = 0; i < sampled.size(); i++) {
                    assertThat(sameValue(written.get(i), sampled.get(i)))
                            .as("%s.%s[%d]: %s vs %s", name, column.getKey(), i, written.get(i), sampled.get(i)).isTrue();
                }
            }
        }
    }

    @Test
    void profileFieldsAgreeWithTheData() throws Exception {
        Map<String, Object> columns = map(map(tables.get("customers")).get("columns"));
        for (Map.Entry<String, Object> column : columns.entrySet()) {
            Map<String, Object> profile = map(column.getValue());
            Map<String, Object> stats = map(profile.get("stats"));
            String name = column.getKey();
            assertThat(((Number) stats.get("distinct_count")).longValue()).as(name)
                    .isEqualTo(db.count("SELECT count(DISTINCT \"" + name + "\") FROM customers"));
            assertThat(((Number) stats.get("null_pct")).doubleValue()).as(name).isZero();
            if (profile.containsKey("accepted_values")) {
                List<String> distinct = db.rows("SELECT DISTINCT \"" + name + "\" FROM customers ORDER BY 1")
                        .stream().map(r -> r.get(0)).toList();
                assertThat(list(profile.get("accepted_values"))).as(name).isEqualTo(new ArrayList<>(distinct));
            }
        }
    }

    @Test
    void theGlossaryIsFlatTextAndStewardsNotesIncludingANotTrackedOneAreInTheSidecar() throws Exception {
        assertThat(glossary).containsKeys("attainment", "win rate", "pipeline", "marketing spend");
        assertThat(glossary.values()).allMatch(v -> v instanceof String);
        Map<String, Object> terms = map(SampleFiles.yaml("steward/definitions.yaml").get("terms"));
        assertThat(glossary.keySet()).containsAll(terms.keySet().stream()
                .filter(t -> !t.equals("average deal size")).toList()); // the overlay's term
        assertThat(map(terms.get("marketing spend"))).containsEntry("status", "approved")
                .containsEntry("not_tracked", true);
        assertThat(map(terms.get("pipeline"))).containsEntry("status", "draft");
    }

    @Test
    void theOverlayOnlyTouchesKnownTablesAndColumnsAndNeverStatus() throws Exception {
        Map<String, Object> overlay = SampleFiles.yaml("metadata_enhancements.yaml");
        for (Map.Entry<String, Object> entry : map(overlay.get("tables")).entrySet()) {
            assertThat(tables).containsKey(entry.getKey());
            Map<String, Object> table = map(entry.getValue());
            assertThat(table).doesNotContainKey("status");
            Object columns = table.get("columns");
            if (columns != null) {
                assertThat(map(map(tables.get(entry.getKey())).get("columns"))).containsKeys(
                        map(columns).keySet().toArray(String[]::new));
            }
        }
        assertThat(map(overlay.get("glossary"))).isNotEmpty().doesNotContainKeys(glossary.keySet().toArray(String[]::new));
    }

    private static List<String> statuses(String status) {
        return tables.entrySet().stream().filter(e -> status.equals(map(e.getValue()).get("status")))
                .map(Map.Entry::getKey).toList();
    }

    private static List<ColumnSchema> liveSchema(String name, Map<String, Object> table) {
        Path folder = "gold".equals(table.get("layer")) ? SalesDemoGenerator.goldDir(SampleProjectDatabase.COMMITTED)
                : SalesDemoGenerator.silverDir(SampleProjectDatabase.COMMITTED);
        return new ParquetDescriber(db.connection).describe(folder.resolve(name + ".parquet"));
    }

    private static String queryName(String name, Map<String, Object> table) {
        return "gold".equals(table.get("layer")) ? "gold." + name : name;
    }

    private static boolean sameValue(Object written, String sampled) {
        return written instanceof Number number
                ? new java.math.BigDecimal(number.toString()).compareTo(new java.math.BigDecimal(sampled)) == 0
                : asDuckDbText(written).equals(sampled);
    }

    /** A value as DuckDB casts it to text: ISO timestamps use a space, not a 'T'. */
    private static String asDuckDbText(Object value) {
        String text = String.valueOf(value);
        return text.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d") ? text.replace('T', ' ') : text;
    }

    /** Rows whose value equals the example, compared as text and, for numbers, numerically. */
    private static long occurrences(String table, String column, Object example) throws Exception {
        String sql = "SELECT count(*) FROM " + table + " WHERE CAST(\"" + column + "\" AS VARCHAR) = ? "
                + "OR TRY_CAST(\"" + column + "\" AS DOUBLE) = TRY_CAST(? AS DOUBLE)";
        try (PreparedStatement statement = db.connection.prepareStatement(sql)) {
            statement.setString(1, asDuckDbText(example));
            statement.setString(2, asDuckDbText(example));
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
