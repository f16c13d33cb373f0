package dev.steward.eval;

import java.util.Map;

/**
 * How a run was made, stored with it so two runs can be told apart.
 *
 * @param useTemplates  whether every verified example also went through the template route
 * @param model         the LLM model asked (as configured; it may not have been reachable)
 * @param llmUrl        the LLM base URL
 * @param maxRows       the row cap per query
 * @param timeoutMillis the timeout per query
 * @param tolerance     the default numeric tolerance
 * @param overrides     per-example tolerances by example content hash
 */
public record EvalSettings(boolean useTemplates, String model, String llmUrl, int maxRows, long timeoutMillis,
                           Tolerance tolerance, Map<String, Tolerance> overrides) {
    public static final int DEFAULT_MAX_ROWS = 10_000;
    public static final long DEFAULT_TIMEOUT_MILLIS = 30_000;

    public EvalSettings {
        overrides = overrides == null ? Map.of() : Map.copyOf(overrides);
        tolerance = tolerance == null ? Tolerance.DEFAULT : tolerance;
    }

    public static EvalSettings defaults(boolean useTemplates, String model, String llmUrl) {
        return new EvalSettings(useTemplates, model, llmUrl, DEFAULT_MAX_ROWS, DEFAULT_TIMEOUT_MILLIS,
                Tolerance.DEFAULT, Map.of());
    }

    /** The tolerance for one example: its override, else the default. */
    public Tolerance toleranceFor(String exampleId) {
        return overrides.getOrDefault(exampleId, tolerance);
    }
}
