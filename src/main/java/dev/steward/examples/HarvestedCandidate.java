package dev.steward.examples;

import java.util.Objects;

/**
 * One row of examples/harvested.jsonl: a chat turn someone gave a thumbs-up, waiting for review.
 *
 * @param question    the question asked
 * @param sql         the SQL that answered it
 * @param resultShape rows and columns of the answer (0 and none when absent)
 * @param status      candidate until harvested
 * @param ts          when it was recorded, ISO-8601 UTC text, or null
 * @param user        who rated it, or null
 * @param turnId      the chat turn it came from, or null
 */
public record HarvestedCandidate(String question, String sql, ResultShape resultShape, HarvestStatus status,
                                 String ts, String user, String turnId) {

    public HarvestedCandidate {
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(sql, "sql");
        resultShape = resultShape == null ? ResultShape.empty() : resultShape;
        status = status == null ? HarvestStatus.CANDIDATE : status;
    }

    public String contentHash() {
        return ExampleContentHash.of(question, sql);
    }
}
