package dev.steward.catalog;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Turns DuckDB's text rendering of a value ({@code CAST(x AS VARCHAR)}) into a value any YAML or JSON writer
 * accepts: {@link String}, {@link Long}, {@link BigInteger}, finite {@link Double} or {@link Boolean}. Reading
 * values as text first means no JDBC driver class (UUID, DuckDBStruct, Blob, OffsetDateTime, ...) ever reaches
 * a writer, which is what crashed openmedallion's safe YAML dump.
 */
public final class SafeValues {
    /** Longest string kept whole in samples and top values; longer ones keep 77 characters plus an ellipsis. */
    public static final int MAX_DISPLAY_LENGTH = 80;
    private static final int SHORTENED_LENGTH = 77;

    private SafeValues() {
    }

    /**
     * The safe value for DuckDB's text of a value of the given kind; null stays null.
     * Dates stay ISO strings ({@code 2024-01-31}); timestamps become ISO strings with a {@code T}
     * ({@code 2024-01-31T10:00:00}, with a {@code +00:00} offset for TIMESTAMP WITH TIME ZONE, which the
     * catalog renders in UTC); NaN and infinities become the strings {@code NaN}, {@code Infinity},
     * {@code -Infinity}; a DECIMAL becomes a Double only when that loses nothing, else its plain string.
     */
    public static Object fromDuckDbText(ValueKind kind, String text) {
        if (text == null) {
            return null;
        }
        try {
            return switch (kind) {
                case BOOLEAN -> Boolean.valueOf(text);
                case INTEGER -> Long.valueOf(text);
                case BIG_INTEGER -> bigInteger(text);
                case FLOATING -> floating(text);
                case DECIMAL -> decimal(text);
                case TIMESTAMP, TIMESTAMP_TZ -> isoTimestamp(text);
                default -> text;
            };
        } catch (NumberFormatException e) {
            return text; // DuckDB printed something unexpected: the text itself is still a safe, readable value
        }
    }

    /** The value with strings longer than {@link #MAX_DISPLAY_LENGTH} characters shortened; others unchanged. */
    public static Object shortened(Object value) {
        if (!(value instanceof String text) || text.codePointCount(0, text.length()) <= MAX_DISPLAY_LENGTH) {
            return value;
        }
        return text.substring(0, text.offsetByCodePoints(0, SHORTENED_LENGTH)) + "…";
    }

    private static Object bigInteger(String text) {
        BigInteger value = new BigInteger(text);
        return value.bitLength() < Long.SIZE ? (Object) value.longValue() : value;
    }

    private static Object floating(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "nan", "-nan" -> "NaN";
            case "inf", "infinity" -> "Infinity";
            case "-inf", "-infinity" -> "-Infinity";
            default -> Double.valueOf(text);
        };
    }

    private static Object decimal(String text) {
        BigDecimal exact = new BigDecimal(text);
        double approximate = exact.doubleValue();
        boolean lossless = Double.isFinite(approximate)
                && new BigDecimal(Double.toString(approximate)).compareTo(exact) == 0;
        return lossless ? (Object) approximate : exact.toPlainString();
    }

    private static String isoTimestamp(String text) {
        String iso = text.replaceFirst(" ", "T");
        // DuckDB prints offsets as +HH; ISO-8601 readers (java.time, PyYAML) want +HH:MM.
        return iso.matches(".*[+-]\\d\\d$") ? iso + ":00" : iso;
    }
}
