package dev.steward.eval;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Compares single result values the way a person reading two results would: NULL equals NULL, numbers by value
 * across types (DECIMAL, DOUBLE, BIGINT, HUGEINT) within a {@link Tolerance}, DATE/TIMESTAMP/TIMESTAMPTZ by the
 * moment they name (a DATE is its midnight, a TIMESTAMPTZ its UTC time), strings exactly, LISTs element by element
 * and STRUCTs field by field. Its {@link #compare} is a total order used only to line rows up before matching.
 */
final class CellMatcher implements Comparator<Object> {
    /** Value families; values of different families are never equal and sort in this order. */
    enum Family { NULL, BOOLEAN, NUMBER, MOMENT, TEXT, LIST, STRUCT }

    private final Tolerance tolerance;

    CellMatcher(Tolerance tolerance) {
        this.tolerance = Objects.requireNonNull(tolerance, "tolerance");
    }

    boolean equal(Object a, Object b) {
        Family family = family(a);
        if (family != family(b)) {
            return false;
        }
        return switch (family) {
            case NULL -> true;
            case NUMBER -> numbersEqual((Number) a, (Number) b);
            case MOMENT -> moment(a).equals(moment(b));
            case LIST -> listsEqual((List<?>) a, (List<?>) b);
            case STRUCT -> structsEqual((Map<?, ?>) a, (Map<?, ?>) b);
            case BOOLEAN, TEXT -> a.toString().equals(b.toString());
        };
    }

    @Override
    public int compare(Object a, Object b) {
        Family family = family(a);
        int byFamily = family.compareTo(family(b));
        if (byFamily != 0) {
            return byFamily;
        }
        return switch (family) {
            case NULL -> 0;
            case NUMBER -> Double.compare(((Number) a).doubleValue(), ((Number) b).doubleValue());
            case MOMENT -> moment(a).compareTo(moment(b));
            case LIST -> compareLists((List<?>) a, (List<?>) b);
            case BOOLEAN, TEXT, STRUCT -> a.toString().compareTo(b.toString());
        };
    }

    static Family family(Object value) {
        if (value == null) {
            return Family.NULL;
        }
        if (value instanceof Number) {
            return Family.NUMBER;
        }
        if (value instanceof Boolean) {
            return Family.BOOLEAN;
        }
        if (value instanceof LocalDate || value instanceof LocalDateTime || value instanceof OffsetDateTime
                || value instanceof ZonedDateTime || value instanceof Instant) {
            return Family.MOMENT;
        }
        if (value instanceof List) {
            return Family.LIST;
        }
        return value instanceof Map ? Family.STRUCT : Family.TEXT;
    }

    /** Exact values (integers, DECIMAL) compare exactly first, so huge integers never lose digits to doubles. */
    private boolean numbersEqual(Number a, Number b) {
        if (isExact(a) && isExact(b) && exact(a).compareTo(exact(b)) == 0) {
            return true;
        }
        double x = a.doubleValue();
        double y = b.doubleValue();
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return Double.isNaN(x) && Double.isNaN(y);
        }
        return x == y || (Double.isFinite(x) && Double.isFinite(y) && tolerance.allows(x, y));
    }

    private static boolean isExact(Number n) {
        return n instanceof BigDecimal || n instanceof BigInteger || n instanceof Long || n instanceof Integer
                || n instanceof Short || n instanceof Byte;
    }

    private static BigDecimal exact(Number n) {
        if (n instanceof BigDecimal decimal) {
            return decimal;
        }
        return n instanceof BigInteger big ? new BigDecimal(big) : BigDecimal.valueOf(n.longValue());
    }

    /** The moment as UTC local time: a DATE is its midnight, an instant-bearing value is moved to UTC. */
    private static LocalDateTime moment(Object value) {
        if (value instanceof LocalDate date) {
            return date.atStartOfDay();
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.withOffsetSameInstant(ZoneOffset.UTC).toLocalDateTime();
        }
        if (value instanceof ZonedDateTime zoned) {
            return zoned.withZoneSameInstant(ZoneOffset.UTC).toLocalDateTime();
        }
        if (value instanceof Instant instant) {
            return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
        }
        return (LocalDateTime) value;
    }

    private boolean listsEqual(List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!equal(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private boolean structsEqual(Map<?, ?> a, Map<?, ?> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        return a.entrySet().stream().allMatch(entry -> equal(entry.getValue(), b.get(entry.getKey())));
    }

    private int compareLists(List<?> a, List<?> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int byElement = compare(a.get(i), b.get(i));
            if (byElement != 0) {
                return byElement;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
