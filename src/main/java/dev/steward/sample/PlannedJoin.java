package dev.steward.sample;

/**
 * A foreign key the synthetic generator built into its data: every non-null {@code fromTable.column} value
 * is a {@code toTable.column} key (the same column name on both sides). What relationship detection should find.
 */
public record PlannedJoin(String fromTable, String column, String toTable) {
}
