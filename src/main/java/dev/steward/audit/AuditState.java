package dev.steward.audit;

import java.util.Locale;

/** A golden's audit state, shown beside its verified state (ADR 33). */
public enum AuditState {
    /** No probe found anything, or a steward confirmed what they found. */
    CLEAN,
    /** Something the steward should look at (an undescribed column, a stale table); the golden still counts in eval. */
    WARNING,
    /** Evidence that the golden itself may be wrong; eval reports it apart until a steward confirms or fixes it. */
    DISPUTED;

    /** The spelling in JSON and the CLI: {@code clean}, {@code warning}, {@code disputed}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The graver of the two. */
    AuditState worst(AuditState other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
