package dev.steward.catalog;

/**
 * Picks a column's {@link Dtype} from its DuckDB type and cardinality (see ADR 0005): BOOLEAN is Boolean;
 * integers, floats and decimals are Numeric whatever their cardinality; dates and timestamps are DateTime;
 * strings (and other scalar types such as TIME) are Categorical when they repeat — at most
 * {@value #MAX_CATEGORIES} distinct values, or distinct values at most 5% of the non-null values — else Text;
 * UUID, BLOB, INTERVAL and nested types (LIST, STRUCT, MAP) are Text.
 */
public final class DtypeRule {
    /** A string column with at most this many distinct values is Categorical. */
    public static final int MAX_CATEGORIES = 50;
    /** A string column whose distinct values are at most this share of its non-null values is Categorical. */
    public static final double MAX_DISTINCT_SHARE = 0.05;

    private DtypeRule() {
    }

    public static Dtype classify(String duckDbType, long distinctCount, long nonNullCount) {
        ValueKind kind = ValueKind.of(duckDbType);
        if (kind == ValueKind.BOOLEAN) {
            return Dtype.BOOLEAN;
        }
        if (kind.isNumeric()) {
            return Dtype.NUMERIC;
        }
        if (kind.isTemporal()) {
            return Dtype.DATE_TIME;
        }
        if (alwaysText(duckDbType, kind) || nonNullCount == 0) {
            return Dtype.TEXT;
        }
        boolean repeats = distinctCount <= MAX_CATEGORIES || distinctCount <= MAX_DISTINCT_SHARE * nonNullCount;
        return repeats ? Dtype.CATEGORICAL : Dtype.TEXT;
    }

    private static boolean alwaysText(String duckDbType, ValueKind kind) {
        String type = duckDbType.trim().toUpperCase(java.util.Locale.ROOT);
        return kind == ValueKind.OTHER
                && (type.equals("UUID") || type.equals("BLOB") || type.equals("INTERVAL") || type.equals("BIT")
                || type.endsWith("]") || type.startsWith("STRUCT") || type.startsWith("MAP")
                || type.startsWith("UNION"));
    }
}
