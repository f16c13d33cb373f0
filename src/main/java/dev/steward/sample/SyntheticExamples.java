package dev.steward.sample;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * three of the other examples.
 */
final class SyntheticExamples {
    private static final int PATTERNS = 5;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Up to {@code count} lines with distinct questions, one JSON object each. */
    List<String> lines(List<SyntheticTable> tables, int count) {
        List<SyntheticTable> facts = tables.stream().filter(SyntheticTable::fact).toList();
        Set<String> questions = new HashSet<>();
        List<String> lines = new ArrayList<>();
        for (int k = 0; !facts.isEmpty() && lines.size() < count && k < count * 4 + 100; k++) {
            SyntheticTable fact = facts.get(k / PATTERNS % facts.size());
            Map<String, Object> example = example(fact, tables, k % PATTERNS, k / (PATTERNS * facts.size()));
            if (questions.add((String) example.get("question"))) {
                // Only a verified example may be a template; of the rest, two in three are verified.
                boolean verified = Boolean.TRUE.equals(example.get("templated")) || lines.size() % 3 != 2;
                example.put("verified", verified);
                if (verified) {
                    example.put("verified_by", "Synthetic Steward");
                    example.put("verified_at", "2026-11-0" + (1 + lines.size() % 9) + "T09:00:00Z");
                }
                example.put("source", "generated");
                lines.add(json(example));
            }
        }
        return lines;
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
