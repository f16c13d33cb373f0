package dev.steward.sql;

/**
 * A statement {@link SqlGate} accepted: fence and trailing semicolons removed, parse tree checked, bound by DuckDB.
 * Only the gate creates these.
 */
public final class CheckedSql {
    private final String sql;
    private final boolean parameterized;

    CheckedSql(String sql, boolean parameterized) {
        this.sql = sql;
        this.parameterized = parameterized;
    }

    /** The SQL exactly as it will run. */
    public String sql() {
        return sql;
    }

    /** Whether it has {@code ?} or {@code $n} parameters that must be bound when it runs. */
    public boolean parameterized() {
        return parameterized;
    }

    @Override
    public String toString() {
        return sql;
    }
}
