package dev.steward.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * One thing to evaluate: a question, the golden SQL (with bound parameters for a template filled by hand) and how
 * to ask it.
 *
 * @param exampleId    the example's content hash (stable across runs)
 * @param question     what is asked
 * @param goldenSql    the golden SQL; {@code ?} parameters are bound from {@code goldenParams}
 * @param goldenParams parameter values for the golden SQL, empty for plain examples
 * @param route        which route answers it
 * @param tolerance    the numeric tolerance for this example
 * @param goldenProblem why the golden cannot be built (a template without example values), or null
 */
public record EvalCase(String exampleId, String question, String goldenSql, List<Object> goldenParams, Route route,
                       Tolerance tolerance, String goldenProblem) {

    /** Which route answers the question. */
    public enum Route {
        /** The normal pipeline, templates off (a verified example). */
        PIPELINE,
        /** The pipeline with templates on (a template's test fill, or --use-templates). */
        TEMPLATE;

        public boolean usesTemplates() {
            return this == TEMPLATE;
        }
    }

    public EvalCase {
        Objects.requireNonNull(exampleId, "exampleId");
        Objects.requireNonNull(question, "question");
        Objects.requireNonNull(goldenSql, "goldenSql");
        goldenParams = Collections.unmodifiableList(new ArrayList<>(goldenParams));
        Objects.requireNonNull(route, "route");
        Objects.requireNonNull(tolerance, "tolerance");
    }

    /** A case whose golden SQL can run. */
    public EvalCase(String exampleId, String question, String goldenSql, List<Object> goldenParams, Route route,
                    Tolerance tolerance) {
        this(exampleId, question, goldenSql, goldenParams, route, tolerance, null);
    }
}
