package dev.steward.catalog;

import java.util.Locale;
import java.util.Set;

/**
 * How Steward treats a DuckDB column type when it converts values and picks a profile dtype. Derived from the
 * type spelling DESCRIBE reports ({@code BIGINT}, {@code DECIMAL(18,2)}, {@code TIMESTAMP WITH TIME ZONE},
 * {@code INTEGER[]}, {@code STRUCT(a INTEGER)}, ...).
 */
public enum ValueKind {
    BOOLEAN, INTEGER, BIG_INTEGER, FLOATING, DECIMAL, DATE, TIMESTAMP, TIMESTAMP_TZ, STRING, OTHER;

    private static final Set<String> INTEGERS = Set.of("TINYINT", "SMALLINT", "INTEGER", "BIGINT",
            "UTINYINT", "USMALLINT", "UINTEGER");
    private static final Set<String> BIG_INTEGERS = Set.of("UBIGINT", "HUGEINT", "UHUGEINT");
    private static final Set<String> TIMESTAMPS = Set.of("TIMESTAMP", "TIMESTAMP_S", "TIMESTAMP_MS",
            "TIMESTAMP_NS", "DATETIME");

    /** The kind of a DuckDB type spelling; nested and unknown types are {@link #OTHER}. */
    public static ValueKind of(String duckDbType) {
        String type = duckDbType.trim().toUpperCase(Locale.ROOT);
        if (type.endsWith("]") || type.startsWith("STRUCT") || type.startsWith("MAP") || type.startsWith("UNION")) {
            return OTHER;
        }
        if (type.startsWith("DECIMAL") || type.startsWith("NUMERIC")) {
            return DECIMAL;
        }
        if (type.startsWith("VARCHAR") || type.startsWith("ENUM")) {
            return STRING;
        }
        return simple(type);
    }

    private static ValueKind simple(String type) {
        if (type.equals("BOOLEAN")) {
            return BOOLEAN;
        }
        if (INTEGERS.contains(type)) {
            return INTEGER;
        }
        if (BIG_INTEGERS.contains(type)) {
            return BIG_INTEGER;
        }
        if (type.equals("FLOAT") || type.equals("DOUBLE")) {
            return FLOATING;
        }
        if (type.equals("DATE")) {
            return DATE;
        }
        if (TIMESTAMPS.contains(type)) {
            return TIMESTAMP;
        }
        if (type.equals("TIMESTAMP WITH TIME ZONE") || type.equals("TIMESTAMPTZ")) {
            return TIMESTAMP_TZ;
        }
        return OTHER;
    }

    /** Integers, floating point and decimals: the kinds that have a mean. */
    public boolean isNumeric() {
        return this == INTEGER || this == BIG_INTEGER || this == FLOATING || this == DECIMAL;
    }

    /** Dates and timestamps: the kinds whose histogram is by month or year. */
    public boolean isTemporal() {
        return this == DATE || this == TIMESTAMP || this == TIMESTAMP_TZ;
    }
}
