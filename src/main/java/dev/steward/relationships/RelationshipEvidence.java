package dev.steward.relationships;

/**
 * What checking a join path against the data found (Steward's {@code evidence} field). Every field may be
 * null when it was not measured.
 *
 * @param targetUnique    whether the joined columns are unique in the target table
 * @param orphanPct       percent of source rows with no match in the target
 * @param orphanRows      source rows with no match
 * @param sourceRows      rows in the source table
 * @param typesCompatible whether the joined columns' types can be compared
 * @param cardinality     measured correspondence of rows
 * @param checkedAt       when it was measured, ISO-8601 UTC text
 */
public record RelationshipEvidence(Boolean targetUnique, Double orphanPct, Long orphanRows, Long sourceRows,
                                   Boolean typesCompatible, Cardinality cardinality, String checkedAt) {
}
