package dev.steward.chat;

/**
 * What ending a session taught the project: thumbs-up turns appended to harvested.jsonl for review
 * ("learned"), thumbs-down turns appended to failures.jsonl ("noted"), and thumbs-up turns that had no SQL to
 * learn from (schema answers, clarifications, failures) and were only marked done.
 */
public record SessionOutcome(int learned, int noted, int skippedWithoutSql) {

    public static SessionOutcome nothing() {
        return new SessionOutcome(0, 0, 0);
    }

    /** The status line, e.g. {@code "2 learned, 1 noted"}. */
    public String summary() {
        String text = learned + " learned, " + noted + " noted";
        return skippedWithoutSql == 0 ? text
                : text + " (" + skippedWithoutSql + " liked without SQL, nothing to learn)";
    }
}
