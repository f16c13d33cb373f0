package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Refuses expressions whose value can grow past any row cap in one step: DuckDB computes a constant expression
 * while it plans (EXPLAIN, prepare) and a single row's function call at once, and neither can be interrupted by the
 * timeout or Cancel (measured for issue 19: {@code list_reduce(range(20000000), ...)} ran 211 s with a 1 s
 * timeout). So the functions whose output size is an argument take that size as a whole number written in the
 * query, within a cap, and none of them may sit inside another one's arguments or inside a lambda (which
 * multiplies by a list's length). Checked on the parse tree before DuckDB plans anything.
 */
final class SizeBounds {
    /** Largest repeat count and lpad/rpad length. */
    static final long MAX_REPEAT = 1_000;
    /** Largest element count of a scalar range/generate_series list or of list_resize. */
    static final long MAX_LIST = 100_000;
    /** Largest bar width, to_base length, or number in a format string. */
    static final long MAX_WIDTH = 1_000;

    /** Growing functions and the 0-based argument holding their size (-1: checked separately). */
    private static final Map<String, Integer> SIZE_ARGUMENT = Map.ofEntries(
            Map.entry("repeat", 1), Map.entry("lpad", 1), Map.entry("rpad", 1),
            Map.entry("list_resize", 1), Map.entry("array_resize", 1),
            Map.entry("bar", 3), Map.entry("to_base", 2),
            Map.entry("range", -1), Map.entry("generate_series", -1),
            Map.entry("format", -1), Map.entry("printf", -1),
            Map.entry("replace", -2), Map.entry("regexp_replace", -2));
    private static final Pattern DIGITS = Pattern.compile("\\d+");
    private static final Pattern NESTED_FIELD = Pattern.compile("\\{[^}]*\\{");

    private SizeBounds() {
    }

    /** Walks one statement's tree; throws {@link GateRejection} at the first unbounded growth. */
    static void check(JsonNode node) {
        walk(node, null);
    }

    /** @param enclosing the growing function or "a lambda" this node sits in, null at the top */
    private static void walk(JsonNode node, String enclosing) {
        if (node.isArray()) {
            node.forEach(child -> walk(child, enclosing));
            return;
        }
        if (!node.isObject()) {
            return;
        }
        String nodeClass = node.path("class").asText("");
        if ("TABLE_FUNCTION".equals(node.path("type").asText()) && node.has("function")) {
            // FROM range(n) streams its rows and stops at the row cap or the timeout: only its arguments count.
            walk(node.path("function").path("arguments"), enclosing);
            node.fields().forEachRemaining(f -> {
                if (!f.getKey().equals("function")) {
                    walk(f.getValue(), enclosing);
                }
            });
            return;
        }
        String inside = enclosing;
        if ("FUNCTION".equals(nodeClass)) {
            String name = AllowedRelations.lower(node.path("function_name").asText(""));
            if (SIZE_ARGUMENT.containsKey(name)) {
                if (enclosing != null) {
                    throw refuse("'" + name + "' inside " + enclosing + " can multiply a value's size past any cap.");
                }
                checkSize(name, node.path("arguments"));
                inside = "'" + name + "'";
            }
        } else if ("LAMBDA".equals(nodeClass)) {
            walk(node.path("expr"), "a lambda");
            return;
        } else if ("SUBQUERY".equals(nodeClass) && enclosing != null) {
            throw refuse("a subquery inside " + enclosing + " can feed it a value of any size.");
        }
        String within = inside;
        node.fields().forEachRemaining(f -> walk(f.getValue(), within));
    }

    private static void checkSize(String name, JsonNode arguments) {
        int position = SIZE_ARGUMENT.get(name);
        switch (position) {
            case -1 -> {
                if (name.equals("format") || name.equals("printf")) {
                    checkFormat(name, arguments);
                } else {
                    checkSeries(name, arguments);
                }
            }
            case -2 -> {
                // replace/regexp_replace grow by their replacement's length: bounded unless nested (checked above).
            }
            default -> {
                long cap = name.endsWith("resize") ? MAX_LIST
                        : name.equals("bar") || name.equals("to_base") ? MAX_WIDTH : MAX_REPEAT;
                if (arguments.size() > position) {
                    long size = integerLiteral(name, argument(arguments, position), cap);
                    if (Math.abs(size) > cap) {
                        throw refuse("'" + name + "' with a size of " + size + "; at most " + cap + " is allowed.");
                    }
                }
            }
        }
    }

    /** range(stop), range(start, stop[, step]): every bound a whole number, at most MAX_LIST elements. */
    private static void checkSeries(String name, JsonNode arguments) {
        int count = arguments.size();
        if (count == 0 || count > 3) {
            return;
        }
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            values[i] = integerLiteral(name, argument(arguments, i), Long.MAX_VALUE);
        }
        long start = count == 1 ? 0 : values[0];
        long stop = count == 1 ? values[0] : values[1];
        long step = count == 3 ? values[2] : 1;
        double elements = step == 0 ? Double.POSITIVE_INFINITY : ((double) stop - start) / step;
        if (elements > MAX_LIST) {
            throw refuse("'" + name + "' as a list of " + (long) Math.min(elements, Long.MAX_VALUE)
                    + " elements; at most " + MAX_LIST + " (FROM " + name + "(...) as a table has no such cap).");
        }
    }

    /** A format string written in the query, with no '*' width, no nested '{...{' field, no number over MAX_WIDTH. */
    private static void checkFormat(String name, JsonNode arguments) {
        JsonNode first = arguments.size() == 0 ? null : argument(arguments, 0);
        JsonNode literal = first == null ? null : first.path("literal");
        if (literal == null || !"CONSTANT".equals(first.path("class").asText())
                || !"STRING".equals(literal.path("kind").asText())) {
            throw refuse("'" + name + "' needs its format written in the query as a string.");
        }
        String format = literal.path("text").asText("");
        Matcher digits = DIGITS.matcher(format);
        boolean wide = false;
        while (digits.find()) {
            wide |= digits.group().length() > 4 || Long.parseLong(digits.group()) > MAX_WIDTH;
        }
        if (wide || format.contains("*") || NESTED_FIELD.matcher(format).find()) {
            throw refuse("'" + name + "' with a width over " + MAX_WIDTH + " or a width taken from an argument.");
        }
    }

    private static JsonNode argument(JsonNode arguments, int index) {
        JsonNode argument = arguments.get(index);
        return argument.has("expression") ? argument.path("expression") : argument;
    }

    private static long integerLiteral(String name, JsonNode expression, long cap) {
        JsonNode literal = expression.path("literal");
        String text = literal.path("text").asText("");
        if (!"CONSTANT".equals(expression.path("class").asText()) || !"INTEGER".equals(literal.path("kind").asText())
                || !text.matches("-?\\d{1,18}")) {
            throw refuse("'" + name + "' needs its size as a whole number written in the query"
                    + (cap == Long.MAX_VALUE ? "." : ", at most " + cap + "."));
        }
        return Long.parseLong(text);
    }

    private static GateRejection refuse(String what) {
        return new GateRejection(RejectionReason.UNBOUNDED_SIZE, "The query builds a value whose size is not "
                + "bounded: " + what + " DuckDB computes such a value in one step that the timeout cannot stop.");
    }
}
