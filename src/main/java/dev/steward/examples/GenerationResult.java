package dev.steward.examples;

import java.util.List;

/**
 * What one {@code examples generate} run did.
 *
 * @param added      new unverified examples appended to synthetic.jsonl, each validated and run
 * @param dropped    pairs left out, with the reason (invalid after repairs, failed to run, incomplete)
 * @param duplicates pairs left out because synthetic.jsonl or the batch already held them
 * @param kept       rows that were in synthetic.jsonl before and are still there, unchanged
 */
public record GenerationResult(List<Example> added, List<DroppedPair> dropped, int duplicates, int kept) {

    public GenerationResult {
        added = List.copyOf(added);
        dropped = List.copyOf(dropped);
    }

    /** A drafted pair that did not become an example. */
    public record DroppedPair(String question, String sql, String reason) {
    }
}
