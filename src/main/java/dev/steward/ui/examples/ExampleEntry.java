package dev.steward.ui.examples;

import dev.steward.examples.Example;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.FailureRecord;
import dev.steward.examples.HarvestedCandidate;
import java.util.Locale;
import java.util.Objects;

/**
 * One line of the Examples tab's list: a row of synthetic.jsonl, a harvested candidate or a failure, with its state.
 *
 * @param state     where it stands
 * @param question  the question
 * @param sql       its SQL (may be empty for a failure)
 * @param row       the synthetic.jsonl row (with its line) for unverified, verified and template entries, else null
 * @param who       who verified it (or rated the chat turn), or null
 * @param when      when, ISO-8601 text, or null
 * @param source    where it came from (generated, harvested, hand, chat), or null
 * @param answer    for a failure: the answer it carried, or null
 * @param error     for a failure: the error it carried, or null
 * @param duplicateOf the question of an earlier entry with the same content or the same normalised SQL, or null
 */
public record ExampleEntry(ExampleState state, String question, String sql, ExampleRow row, String who, String when,
                           String source, String answer, String error, String duplicateOf) {

    public ExampleEntry {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(question, "question");
        sql = sql == null ? "" : sql;
    }

    static ExampleEntry of(ExampleRow row, String duplicateOf) {
        Example example = row.example();
        ExampleState state = example.templated() ? ExampleState.TEMPLATE
                : example.verified() ? ExampleState.VERIFIED : ExampleState.UNVERIFIED;
        return new ExampleEntry(state, example.question(), example.sql(), row, example.verifiedBy(),
                example.verifiedAt(), example.source() == null ? null : example.source().jsonName(), null, null,
                duplicateOf);
    }

    static ExampleEntry of(HarvestedCandidate candidate, String duplicateOf) {
        return new ExampleEntry(ExampleState.CANDIDATE, candidate.question(), candidate.sql(), null, candidate.user(),
                candidate.ts(), "chat (thumbs up)", null, null, duplicateOf);
    }

    static ExampleEntry of(FailureRecord failure) {
        return new ExampleEntry(ExampleState.FAILURE, failure.question(), failure.sql(), null, failure.user(),
                failure.ts(), "chat (thumbs down)", failure.answer(), failure.error(), null);
    }

    /** The example as read from the file, or null for candidates and failures. */
    public Example example() {
        return row == null ? null : row.example();
    }

    /** True for rows of synthetic.jsonl (they can be run, verified, rejected or promoted). */
    public boolean editable() {
        return row != null;
    }

    public boolean duplicate() {
        return duplicateOf != null;
    }

    /** Same place in the same file (line and content), or the same log entry. */
    boolean sameAs(ExampleEntry other) {
        if (other == null) {
            return false;
        }
        if (row != null || other.row != null) {
            return row != null && other.row != null && row.lineNumber() == other.row.lineNumber();
        }
        return state == other.state && question.equals(other.question) && sql.equals(other.sql);
    }

    boolean matches(String needle) {
        String text = needle == null ? "" : needle.trim().toLowerCase(Locale.ROOT);
        return text.isEmpty() || question.toLowerCase(Locale.ROOT).contains(text)
                || sql.toLowerCase(Locale.ROOT).contains(text);
    }
}
