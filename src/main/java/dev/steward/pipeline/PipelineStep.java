package dev.steward.pipeline;

import java.util.Objects;

/**
 * One event of the pipeline's timeline, emitted when the step ends.
 *
 * @param kind           which step
 * @param detail         what happened, one line for people ("3 tables (curated_tables, confidence 0.81)")
 * @param durationMillis how long the step took, by the pipeline's clock
 */
public record PipelineStep(StepKind kind, String detail, long durationMillis) {

    public PipelineStep {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
    }

    /** {@code "retrieval: 3 tables ... (12 ms)"}. */
    @Override
    public String toString() {
        return kind.label() + ": " + detail + " (" + durationMillis + " ms)";
    }
}
