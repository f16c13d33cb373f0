package dev.steward.examples;

import java.util.Objects;

/**
 * One row of examples/failures.jsonl: a chat turn someone gave a thumbs-down. openmedallion records only
 * question and SQL; Steward adds the answer and error so a reviewer can see what went wrong.
 *
 * @param question the question asked
 * @param sql      the SQL produced (may be empty)
 * @param answer   the answer shown, or null
 * @param error    the error, or null
 * @param ts       when, ISO-8601 UTC text, or null
 * @param user     who rated it, or null
 * @param turnId   the chat turn it came from, or null
 */
public record FailureRecord(String question, String sql, String answer, String error, String ts, String user,
                            String turnId) {

    public FailureRecord {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(sql, "sql");
    }
}
