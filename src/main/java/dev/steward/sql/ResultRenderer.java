package dev.steward.sql;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.TerminalText;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders a {@link QueryResult} as text: an aligned table for people, RFC 4180 CSV, or JSON with the stable shape
 * {@code {"columns":[{"name","type"}],"rows":[[...]],"row_count","truncated","elapsed_ms"}}.
 */
public final class ResultRenderer {
    private static final String NULL_TEXT = "NULL";
    /** Exact decimals: DECIMAL(10,2) 1.50 must print as 1.50, not 1.5. */
    private final ObjectMapper json = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));

    /** An aligned table (control characters and line breaks in names and cells escaped); cells wider than {@code maxCellWidth} characters end in an ellipsis. */
    public String table(QueryResult result, int maxCellWidth) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(result.columns().stream().map(ResultColumn::name).map(n -> cut(TerminalText.escape(n),
                maxCellWidth)).toList());
        result.rows().forEach(row -> lines.add(row.stream().map(v -> cut(TerminalText.escape(text(v)),
                maxCellWidth)).toList()));
        int[] widths = new int[result.columns().size()];
        lines.forEach(line -> {
            for (int i = 0; i < widths.length; i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        });
        StringBuilder out = new StringBuilder();
        appendLine(out, lines.get(0), widths);
        appendLine(out, java.util.Arrays.stream(widths).mapToObj("-"::repeat).toList(), widths);
        lines.subList(1, lines.size()).forEach(line -> appendLine(out, line, widths));
        out.append('(').append(result.rowCount()).append(result.rowCount() == 1 ? " row" : " rows")
                .append(result.truncated() ? ", truncated at the row cap" : "")
                .append(", ").append(result.elapsedMillis()).append(" ms)\n");
        return out.toString();
    }

    /** CSV with a header row; NULL is an empty field, nested values are written as JSON. */
    public String csv(QueryResult result) {
        StringBuilder out = new StringBuilder();
        out.append(result.columns().stream().map(c -> csvField(c.name())).collect(Collectors.joining(",")))
                .append("\r\n");
        for (List<Object> row : result.rows()) {
            out.append(row.stream().map(v -> v == null ? "" : csvField(text(v))).collect(Collectors.joining(",")))
                    .append("\r\n");
        }
        return out.toString();
    }

    public String json(QueryResult result) {
        ObjectNode root = json.createObjectNode();
        ArrayNode columns = root.putArray("columns");
        result.columns().forEach(c -> columns.addObject().put("name", c.name()).put("type", c.type()));
        ArrayNode rows = root.putArray("rows");
        result.rows().forEach(row -> {
            ArrayNode values = rows.addArray();
            row.forEach(value -> values.add(json.valueToTree(jsonValue(value))));
        });
        root.put("row_count", result.rowCount());
        root.put("truncated", result.truncated());
        root.put("elapsed_ms", result.elapsedMillis());
        try {
            return json.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A JSON tree built in memory could not be written", e);
        }
    }

    /** Numbers, booleans, lists and maps keep their JSON kind; dates, UUIDs and the rest become strings. */
    private static Object jsonValue(Object value) {
        if (value == null || value instanceof Number || value instanceof Boolean || value instanceof String) {
            return value;
        }
        if (value instanceof List<?> list) {
            return list.stream().map(ResultRenderer::jsonValue).collect(Collectors.toList());
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> converted = new java.util.LinkedHashMap<>();
            map.forEach((k, v) -> converted.put(String.valueOf(k), jsonValue(v)));
            return converted;
        }
        return value.toString();
    }

    private String text(Object value) {
        if (value == null) {
            return NULL_TEXT;
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toPlainString();
        }
        if (value instanceof List<?> || value instanceof Map<?, ?>) {
            try {
                return json.writeValueAsString(jsonValue(value));
            } catch (JsonProcessingException e) {
                return value.toString();
            }
        }
        return String.valueOf(value);
    }

    private static String cut(String text, int maxWidth) {
        String oneLine = text.replace('\n', ' ').replace('\r', ' ').replace('\t', ' ');
        return oneLine.length() <= maxWidth ? oneLine : oneLine.substring(0, Math.max(1, maxWidth - 1)) + "…";
    }

    private static void appendLine(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            line.append(i == 0 ? "" : " | ").append(cells.get(i)).append(" ".repeat(widths[i] - cells.get(i).length()));
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    private static String csvField(String value) {
        boolean quote = value.contains(",") || value.contains("\"") || value.contains("\n") || value.contains("\r");
        return quote ? "\"" + value.replace("\"", "\"\"") + "\"" : value;
    }
}
