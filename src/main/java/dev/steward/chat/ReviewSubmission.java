package dev.steward.chat;

import dev.steward.examples.Example;

/**
 * The outcome of sending a chat turn to review.
 *
 * @param example the unverified example for the turn
 * @param added   false when an example with the same question and SQL was already in synthetic.jsonl
 */
public record ReviewSubmission(Example example, boolean added) {

    /** A sentence for the status line. */
    public String summary() {
        return added ? "Sent to review: the question is now an unverified example."
                : "Already in review: this question and SQL are in the examples.";
    }
}
