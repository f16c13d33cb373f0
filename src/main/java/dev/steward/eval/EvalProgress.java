package dev.steward.eval;

/** Told about each example as a run goes; called on the running thread (the UI coalesces it onto its own). */
public interface EvalProgress {
    EvalProgress NONE = new EvalProgress() {
        @Override
        public void finished(int index, int total, ExampleResult result) {
            // nothing to report
        }
    };

    /** Before example {@code index} (0-based) of {@code total} runs. */
    default void started(int index, int total, EvalCase evalCase) {
    }

    /** After example {@code index} of {@code total} got its result. */
    void finished(int index, int total, ExampleResult result);
}
