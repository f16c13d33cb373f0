package dev.steward.pipeline;

/**
 * Told about each step as it ends, on the thread running the question (never the UI thread); a UI listener
 * hands the event over to its own thread. Implementations must be quick.
 */
@FunctionalInterface
public interface StepListener {

    void stepDone(PipelineStep step);

    /** A listener that ignores every step. */
    static StepListener none() {
        return step -> { };
    }
}
