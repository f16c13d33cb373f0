package dev.steward.bench;

import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.TemplateCases;
import dev.steward.examples.Example;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A verified example of a project asked as a question: its text, the SQL the scripted model answers with (a
 * template's SQL with its example values written in as literals), the slot values it would fill, and the content
 * hash held out of the few-shot set so the model is never shown the answer.
 */
record BenchQuestion(String text, String sql, Map<String, String> slots, String heldOut) {

    /** Up to {@code limit} verified examples: plain ones as they are, templates with their example values. */
    static List<BenchQuestion> of(List<Example> examples, int limit) {
        Map<String, EvalCase> templateCases = new LinkedHashMap<>();
        for (EvalCase c : TemplateCases.forTemplates(examples, EvalSettings.defaults(true, "none", "none"))) {
            templateCases.put(c.exampleId(), c);
        }
        List<BenchQuestion> questions = new ArrayList<>();
        for (Example example : examples) {
            if (questions.size() == limit || !example.verified()) {
                continue;
            }
            if (!example.templated()) {
                questions.add(new BenchQuestion(example.question(), example.sql(), Map.of(), example.contentHash()));
                continue;
            }
            EvalCase c = templateCases.get(example.contentHash());
            if (c != null && c.goldenProblem() == null) {
                questions.add(new BenchQuestion(c.question(), literalSql(c), slotValues(c, example),
                        example.contentHash()));
            }
        }
        return List.copyOf(questions);
    }

    /** The slot values as the eval case's question spells them: "... (quarter: 2024-Q2, n: 5)". */
    private static Map<String, String> slotValues(EvalCase c, Example template) {
        Map<String, String> values = new LinkedHashMap<>();
        String question = c.question();
        String phrases = question.substring(template.question().length()).strip();
        if (phrases.startsWith("(") && phrases.endsWith(")")) {
            for (String phrase : phrases.substring(1, phrases.length() - 1).split(", ")) {
                int colon = phrase.indexOf(": ");
                if (colon > 0) {
                    values.put(phrase.substring(0, colon), phrase.substring(colon + 2));
                }
            }
        }
        return values;
    }

    /** The golden SQL with its bound parameters written in as SQL literals, as a model would write them. */
    private static String literalSql(EvalCase c) {
        StringBuilder sql = new StringBuilder();
        String golden = c.goldenSql();
        int next = 0;
        for (int i = 0; i < golden.length(); i++) {
            char ch = golden.charAt(i);
            sql.append(ch == '?' && next < c.goldenParams().size() ? literal(c.goldenParams().get(next++)) : ch);
        }
        return sql.toString();
    }

    private static String literal(Object value) {
        if (value instanceof Number) {
            return value.toString();
        }
        String quoted = "'" + String.valueOf(value).replace("'", "''") + "'";
        return value instanceof java.time.LocalDate ? "DATE " + quoted : quoted;
    }
}
