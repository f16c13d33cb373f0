package dev.steward.catalog;

import dev.steward.error.StewardException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The few distinct values of a table's low-cardinality text columns (a genre's {@code Jazz}, a category's
 * {@code Seafood}, a city), so retrieval can find the table a question names a value of. Bounded on every side:
 * one query per table over its first {@value #ROWS} rows only (never the whole table), at most
 * {@value #COLUMNS} text columns, and only columns with at most {@value #MAX_VALUES} distinct values there, each
 * value at most {@value #MAX_LENGTH} characters, holding a letter and no digit (codes, dates and quarters such as
 * {@code 2024-Q1} are not words, and a year in a question must not pull in every table that has one).
 */
public final class TextValueSample {
    static final int ROWS = 10_000;
    static final int COLUMNS = 20;
    public static final int MAX_VALUES = 30;
    static final int MAX_LENGTH = 40;

    private final Catalog catalog;

    public TextValueSample(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Column name to its distinct short values (sorted), for the low-cardinality text columns only. */
    public Map<String, List<String>> of(TableSchema schema) {
        List<String> text = schema.columns().stream().filter(c -> isText(c.type())).map(ColumnSchema::name)
                .limit(COLUMNS).toList();
        if (text.isEmpty()) {
            return Map.of();
        }
        try {
            return catalog.query(schema.table(), connection -> read(connection, schema, text));
        } catch (StewardException e) {
            return Map.of(); // values are a hint for retrieval; an unreadable file is reported by the catalog's scan
        }
    }

    private static Map<String, List<String>> read(Connection connection, TableSchema schema, List<String> columns)
            throws SQLException {
        List<String> selects = new ArrayList<>();
        for (String column : columns) {
            String c = SqlText.identifier(column);
            // the values are filtered below, in Java: a filter in SQL ran two regular expressions on every row
            // (5x the query's time on the sample), while at most MAX_VALUES distinct values are looked at here
            selects.add("CASE WHEN count(DISTINCT " + c + ") <= " + MAX_VALUES + " THEN list(DISTINCT " + c
                    + " ORDER BY " + c + ") END");
        }
        String projected = String.join(", ", columns.stream().map(SqlText::identifier).toList());
        String sql = "SELECT " + String.join(", ", selects) + " FROM (SELECT " + projected + " FROM "
                + SqlText.readParquet(schema.table().file()) + " LIMIT " + ROWS + ")";
        Map<String, List<String>> values = new LinkedHashMap<>();
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
            if (!row.next()) {
                return values;
            }
            for (int i = 0; i < columns.size(); i++) {
                Array list = row.getArray(i + 1); // null when the column has more than MAX_VALUES values
                if (list != null) {
                    List<String> kept = new ArrayList<>();
                    for (Object value : (Object[]) list.getArray()) {
                        if (value != null && isWord(value.toString())) {
                            kept.add(value.toString());
                        }
                    }
                    if (!kept.isEmpty()) {
                        values.put(columns.get(i), kept);
                    }
                }
            }
        }
        return values;
    }

    /** At most {@value #MAX_LENGTH} characters, with a letter and no digit: a word, not a code or a date. */
    static boolean isWord(String value) {
        if (value.codePointCount(0, value.length()) > MAX_LENGTH) {
            return false;
        }
        boolean letter = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= '0' && c <= '9') {
                return false;
            }
            letter |= c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
        }
        return letter;
    }

    private static boolean isText(String duckDbType) {
        String type = duckDbType.toUpperCase(Locale.ROOT);
        return type.equals("VARCHAR") || type.startsWith("VARCHAR(") || type.equals("TEXT") || type.equals("STRING");
    }
}
