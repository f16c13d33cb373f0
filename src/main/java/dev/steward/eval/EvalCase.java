package dev.steward.eval;

import java.time.LocalDate;
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
 * @param asOf         the reporting date the question is asked at ({@code as_of}), or null
 * @param role         the role it is asked as ({@code role}), or null for nobody in particular
 * @param expected     the answer expected instead of a golden result (a definition, denial, clarification…; the
 *                     case's golden SQL is empty), or null to compare results with the golden SQL
 */
public record EvalCase(String exampleId, String question, String goldenSql, List<Object> goldenParams, Route route,
                       Tolerance tolerance, String goldenProblem, LocalDate asOf, String role,
                       ExpectedAnswer expected) {

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

    /** A case asked with no reporting date, as nobody in particular, against its golden SQL. */
    public EvalCase(String exampleId, String question, String goldenSql, List<Object> goldenParams, Route route,
                    Tolerance tolerance, String goldenProblem) {
        this(exampleId, question, goldenSql, goldenParams, route, tolerance, goldenProblem, null, null, null);
    }

    /** The same case asked at {@code date} as {@code asRole}. */
    public EvalCase askedAs(LocalDate date, String asRole) {
        return new EvalCase(exampleId, question, goldenSql, goldenParams, route, tolerance, goldenProblem, date,
                asRole, expected);
    }

    /** A case whose golden SQL can run. */
    public EvalCase(String exampleId, String question, String goldenSql, List<Object> goldenParams, Route route,
                    Tolerance tolerance) {
        this(exampleId, question, goldenSql, goldenParams, route, tolerance, null);
    }
}
