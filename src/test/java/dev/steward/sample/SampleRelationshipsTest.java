package dev.steward.sample;

import static dev.steward.sample.SampleFiles.list;
import static dev.steward.sample.SampleFiles.map;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** relationships.yaml is in the documented state, and every stored evidence figure is true of the data. */
class SampleRelationshipsTest {
    private static final Set<String> GOLD = Set.of("revenue_by_region_quarter", "rep_leaderboard");

    static SampleProjectDatabase db;
    static List<Map<String, Object>> relationships;

    @BeforeAll
    static void open() throws Exception {
        db = new SampleProjectDatabase(SampleProjectDatabase.COMMITTED);
        Map<String, Object> notes = SampleFiles.yaml("steward/relationships.yaml");
        List<Map<String, Object>> merged = new ArrayList<>();
        for (Object entry : list(SampleFiles.yaml("relationships.yaml").get("relationships"))) {
            Map<String, Object> relationship = new LinkedHashMap<>(map(entry));
            list(notes.get("relationships")).stream().map(SampleFiles::map)
                    .filter(note -> identity(note).equals(identity(relationship))).findFirst()
                    .ifPresent(note -> note.forEach((key, value) -> { // Steward's notes by identity (ADR 26)
                        if (!key.equals("join_on")) {
                            relationship.put(key, value);
                        }
                    }));
            merged.add(relationship);
        }
        list(notes.get("rejected_by_data")).stream().map(SampleFiles::map).forEach(rejected -> {
            Map<String, Object> relationship = new LinkedHashMap<>(rejected);
            relationship.put("status", "rejected_by_data");
            merged.add(relationship);
        });
        relationships = merged;
    }

    @AfterAll
    static void close() throws Exception {
        db.close();
    }

    @Test
    void theFileHoldsApprovedDetectedHandAddedAndContradictedEntries() {
        assertThat(find("transactions", "reps")).containsEntry("status", "approved").containsEntry("method", "fk_naming");
        assertThat(find("rep_performance", "targets")).containsEntry("status", "approved")
                .containsEntry("method", "composite").containsEntry("join_on", List.of("region", "quarter"));
        assertThat(find("reps", "reps")).containsEntry("status", "approved").doesNotContainKey("method")
                .containsEntry("join_on", List.of("manager_id = rep_id"));
        assertThat(relationships).filteredOn(r -> "draft".equals(r.get("status")))
                .allSatisfy(r -> assertThat(r).containsKeys("method", "evidence"))
                .anySatisfy(r -> assertThat(((Number) evidence(r).get("orphan_rows")).longValue()).isPositive());
        assertThat(relationships).filteredOn(r -> "rejected_by_data".equals(r.get("status")))
                .extracting(r -> r.get("from_table") + " -> " + r.get("to_table"))
                .containsExactly("customers -> reps", "customers -> targets");
        assertThat(relationships).filteredOn(r -> "rejected_by_data".equals(r.get("status")))
                .anySatisfy(r -> assertThat(((Number) evidence(r).get("orphan_rows")).longValue()).isPositive());
    }

    @Test
    void everyStoredEvidenceFigureIsTrueOfTheCommittedData() throws Exception {
        for (Map<String, Object> relationship : relationships) {
            if (!relationship.containsKey("evidence")) {
                continue;
            }
            Map<String, Object> evidence = evidence(relationship);
            Join join = Join.of(relationship);
            String label = relationship.get("from_table") + " -> " + relationship.get("to_table");
            long sourceRows = db.count("SELECT count(*) FROM " + join.from());
            long orphanRows = db.count(join.orphanCountSql());
            assertThat(((Number) evidence.get("source_rows")).longValue()).as(label).isEqualTo(sourceRows);
            assertThat(((Number) evidence.get("orphan_rows")).longValue()).as(label).isEqualTo(orphanRows);
            assertThat(((Number) evidence.get("orphan_pct")).doubleValue()).as(label)
                    .isEqualTo(Math.round(orphanRows * 1000.0 / sourceRows) / 10.0);
            assertThat(evidence.get("target_unique")).as(label).isEqualTo(db.count(join.duplicateTargetKeysSql()) == 0);
        }
    }

    @Test
    void everyJoinColumnExistsOnItsSide() throws Exception {
        for (Map<String, Object> relationship : relationships) {
            Join join = Join.of(relationship);
            // LIMIT 0 still binds every column, so a misspelt join column fails here.
            db.rows("SELECT " + String.join(", ", join.fromColumns()) + " FROM " + join.from() + " LIMIT 0");
            db.rows("SELECT " + String.join(", ", join.toColumns()) + " FROM " + join.to() + " LIMIT 0");
        }
    }

    /** (from, to, sorted join_on) as one text. */
    private static String identity(Map<String, Object> relationship) {
        return relationship.get("from_table") + " -> " + relationship.get("to_table") + " "
                + list(relationship.get("join_on")).stream().map(String::valueOf).sorted().toList();
    }

    private static Map<String, Object> find(String from, String to) {
        return relationships.stream().filter(r -> from.equals(r.get("from_table")) && to.equals(r.get("to_table")))
                .findFirst().orElseThrow(() -> new AssertionError("no relationship " + from + " -> " + to));
    }

    private static Map<String, Object> evidence(Map<String, Object> relationship) {
        return map(relationship.get("evidence"));
    }

    /** A relationship's join in SQL terms; {@code "a = b"} items name the source and target columns. */
    private record Join(String from, String to, List<String> fromColumns, List<String> toColumns) {
        static Join of(Map<String, Object> relationship) {
            List<String> fromColumns = new ArrayList<>();
            List<String> toColumns = new ArrayList<>();
            for (Object item : list(relationship.get("join_on"))) {
                String[] sides = item.toString().split("=");
                fromColumns.add(sides[0].trim());
                toColumns.add(sides[sides.length - 1].trim());
            }
            return new Join(queryName((String) relationship.get("from_table")),
                    queryName((String) relationship.get("to_table")), fromColumns, toColumns);
        }

        /** Source rows whose (non-null) key finds no target row. */
        String orphanCountSql() {
            List<String> matches = new ArrayList<>();
            List<String> present = new ArrayList<>();
            for (int i = 0; i < fromColumns.size(); i++) {
                matches.add("s." + fromColumns.get(i) + " = t." + toColumns.get(i));
                present.add("s." + fromColumns.get(i) + " IS NOT NULL");
            }
            return "SELECT count(*) FROM " + from + " s WHERE " + String.join(" AND ", present)
                    + " AND NOT EXISTS (SELECT 1 FROM " + to + " t WHERE " + String.join(" AND ", matches) + ")";
        }

        String duplicateTargetKeysSql() {
            String key = String.join(", ", toColumns);
            return "SELECT count(*) FROM (SELECT " + key + " FROM " + to + " GROUP BY " + key + " HAVING count(*) > 1)";
        }

        private static String queryName(String table) {
            return GOLD.contains(table) ? "gold." + table : table;
        }
    }
}
