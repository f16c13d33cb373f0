package dev.steward.audit;

import java.util.Locale;

/** What a finding is about, and how grave it is. */
public enum Probe {
    /** The golden SQL does not run (a missing column or table, a template without example values). */
    GOLDEN_FAILS(AuditState.DISPUTED),
    /** The golden returns no rows. */
    EMPTY_RESULT(AuditState.DISPUTED),
    /** The golden returns one row of NULLs. */
    NULL_RESULT(AuditState.DISPUTED),
    /** A date, quarter, month, year, name or number of the question is not in the SQL. */
    LITERAL_MISSING(AuditState.DISPUTED),
    /** The SQL filters on a value no row of the data holds. */
    VALUE_NOT_IN_DATA(AuditState.DISPUTED),
    /** The SQL reads a column whose change made its table stale. */
    STALE_COLUMN(AuditState.DISPUTED),
    /** Another golden asks the same (or nearly the same) question with different SQL and a different result. */
    DUPLICATE_QUESTION(AuditState.DISPUTED),
    /** The golden's result differs from the one recorded when it was verified. */
    RESULT_CHANGED(AuditState.DISPUTED),
    /** The SQL reads a table that went stale (other columns than this golden's changed). */
    STALE_TABLE(AuditState.WARNING),
    /** The SQL reads a table with no metadata.yaml entry or a column with no description. */
    UNDESCRIBED(AuditState.WARNING);

    private final AuditState severity;

    Probe(AuditState severity) {
        this.severity = severity;
    }

    public AuditState severity() {
        return severity;
    }

    /** The spelling in JSON and the curation log: {@code value_not_in_data}, ... */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The probe spelled {@code text}, or null. */
    public static Probe fromWireName(String text) {
        for (Probe probe : values()) {
            if (probe.wireName().equals(text)) {
                return probe;
            }
        }
        return null;
    }
}
