package dev.steward.sample;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.examples.ExampleContentHash;
import dev.steward.examples.ExampleRecord;
import dev.steward.examples.ExampleSource;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.SlotType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Verified question-to-SQL examples and templates over a synthetic project's facts, as synthetic.jsonl
 * lines: totals per year, counts per dimension category, top dimension rows, monthly series, and templates
 * with an enum slot (the fact's status) and an integer slot (the year). Templates are verified, and two in
 * three of the other examples. The lines hold openmedallion's five keys only (a slot's {@code params} value is its
 * description); who verified an example, when, its source and its typed slots are Steward's records for
 * steward/examples.yaml, by content hash (ADR 27).
 */
final class SyntheticExamples {
    private static final int PATTERNS = 5;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The synthetic.jsonl lines and steward/examples.yaml's records of the same examples. */
    record Written(List<String> lines, Map<String, ExampleRecord> records) {
    }

    /** Up to {@code count} examples with distinct questions, one JSON object a line. */
    Written write(List<SyntheticTable> tables, int count) {
        List<SyntheticTable> facts = tables.stream().filter(SyntheticTable::fact).toList();
        Set<String> questions = new HashSet<>();
        List<String> lines = new ArrayList<>();
        Map<String, ExampleRecord> records = new LinkedHashMap<>();
        for (int k = 0; !facts.isEmpty() && lines.size() < count && k < count * 4 + 100; k++) {
            SyntheticTable fact = facts.get(k / PATTERNS % facts.size());
            Map<String, Object> example = example(fact, tables, k % PATTERNS, k / (PATTERNS * facts.size()));
            String question = (String) example.get("question");
            if (questions.add(question)) {
                // Only a verified example may be a template; of the rest, two in three are verified.
                boolean verified = Boolean.TRUE.equals(example.get("templated")) || lines.size() % 3 != 2;
                example.put("verified", verified);
                records.put(ExampleContentHash.of(question, (String) example.get("sql")), new ExampleRecord(question,
                        verified ? "Synthetic Steward" : null,
                        verified ? "2026-11-0" + (1 + lines.size() % 9) + "T09:00:00Z" : null,
                        ExampleSource.GENERATED, typedSlots(example)));
                lines.add(json(openmedallionLine(example)));
            }
        }
        return new Written(lines, records);
    }

    /** The slots' typed parts (Steward's record); null for a plain example. */
    @SuppressWarnings("unchecked")
    private static Map<String, SlotSpec> typedSlots(Map<String, Object> example) {
        if (!(example.get("params") instanceof Map<?, ?> params)) {
            return null;
        }
        Map<String, SlotSpec> slots = new LinkedHashMap<>();
        params.forEach((name, value) -> {
            Map<String, Object> spec = (Map<String, Object>) value;
            slots.put((String) name, new SlotSpec((String) spec.get("description"),
                    SlotType.valueOf(((String) spec.get("type")).toUpperCase(java.util.Locale.ROOT)),
                    (List<String>) spec.get("values"), null, (String) spec.get("example"), false));
        });
        return slots;
    }

    /** openmedallion's five keys; {@code params} maps each slot to its description. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> openmedallionLine(Map<String, Object> example) {
        Map<String, Object> line = new LinkedHashMap<>();
        for (String key : List.of("question", "sql", "verified", "templated", "params")) {
            line.put(key, example.get(key));
        }
        if (example.get("params") instanceof Map<?, ?> params) {
            Map<String, Object> descriptions = new LinkedHashMap<>();
            params.forEach((name, spec) -> descriptions.put((String) name, ((Map<String, Object>) spec)
                    .get("description")));
            line.put("params", descriptions);
        }
        return line;
    }

    private static Map<String, Object> example(SyntheticTable fact, List<SyntheticTable> tables, int pattern,
                                               int variant) {
        String plural = fact.name().replace('_', ' ');
        int year = 2021 + variant % 4;
        PlannedJoin key = fact.foreignKeys().get(0);
        SyntheticTable dimension = tables.stream().filter(t -> t.name().equals(key.toTable())).findFirst().orElseThrow();
        String dimensionCategory = dimension.categorical().column();
        String join = " FROM " + fact.name() + " f JOIN " + dimension.name() + " d ON d." + key.column() + " = f."
                + key.column();
        return switch (pattern) {
            case 0 -> plain("What was the total amount of " + plural + " in " + year + "?",
                    "SELECT SUM(amount) AS total_amount FROM " + fact.name() + " WHERE " + fact.dateColumn()
                            + " BETWEEN DATE '" + year + "-01-01' AND DATE '" + year + "-12-31'");
            case 1 -> plain("How many " + plural + " were there per " + dimension.label().replace('_', ' ') + " "
                            + dimensionCategory.replace('_', ' ') + " in " + year + "?",
                    "SELECT d." + dimensionCategory + ", COUNT(*) AS " + fact.label() + "_count" + join
                            + " WHERE year(f." + fact.dateColumn() + ") = " + year + " GROUP BY d." + dimensionCategory
                            + " ORDER BY " + fact.label() + "_count DESC");
            case 2 -> plain("Which " + (5 + 5 * variant) + " " + dimension.name().replace('_', ' ')
                            + " have the highest " + plural + " amount?",
                    "SELECT d.name, SUM(f.amount) AS total_amount" + join
                            + " GROUP BY d.name ORDER BY total_amount DESC LIMIT " + (5 + 5 * variant));
            case 3 -> plain("What was the monthly amount of " + plural + " in " + year + "?",
                    "SELECT date_trunc('month', " + fact.dateColumn() + ") AS month, SUM(amount) AS total_amount FROM "
                            + fact.name() + " WHERE year(" + fact.dateColumn() + ") = " + year
                            + " GROUP BY month ORDER BY month");
            default -> template(fact, plural, variant > 0);
        };
    }

    private static Map<String, Object> template(SyntheticTable fact, String plural, boolean byYear) {
        Map<String, Object> params = new LinkedHashMap<>();
        List<String> statuses = fact.categorical().values();
        params.put("status", ordered("description", "Status of the " + fact.label().replace('_', ' '),
                "type", "enum", "values", statuses, "example", statuses.get(0)));
        String sql = "SELECT SUM(amount) AS total_amount FROM " + fact.name() + " WHERE status = {status}";
        String question = "What is the total amount of " + plural + " with a given status";
        if (byYear) {
            params.put("year", ordered("description", "Calendar year", "type", "integer", "example", "2024"));
            sql += " AND year(" + fact.dateColumn() + ") = {year}";
            question += " in a given year";
        }
        Map<String, Object> example = plain(question + "?", sql);
        example.put("templated", true);
        example.put("params", params);
        return example;
    }

    /** A map that keeps the key order (Map.of does not, and the file must be the same on every run). */
    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    private static Map<String, Object> plain(String question, String sql) {
        Map<String, Object> example = new LinkedHashMap<>();
        example.put("question", question);
        example.put("sql", sql);
        example.put("templated", false);
        example.put("params", null);
        return example;
    }

    private static String json(Map<String, Object> example) {
        try {
            return JSON.writeValueAsString(example);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an example did not serialise: " + example, e);
        }
    }
}
