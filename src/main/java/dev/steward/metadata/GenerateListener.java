package dev.steward.metadata;

/**
 * Hears {@code metadata generate}'s progress, on the generating thread: the CLI prints lines, the desktop tab
 * forwards to its job's progress. Positions count every table of the run (approved and missing ones included),
 * 1-based, so {@code index / total} is a progress fraction.
 */
public interface GenerateListener {

    /** The table is about to be sampled and sent to the LLM. */
    default void started(String key, int index, int total) {
    }

    /** The LLM's reply was unusable and is asked again ({@code retry} of {@code maxRetries}). */
    default void retrying(String key, int retry, int maxRetries, String problem) {
    }

    /** The table is done: drafted and saved, skipped, failed or not run. */
    default void finished(TableOutcome outcome, int index, int total) {
    }

    /** A listener that ignores everything. */
    static GenerateListener none() {
        return new GenerateListener() {
        };
    }
}
