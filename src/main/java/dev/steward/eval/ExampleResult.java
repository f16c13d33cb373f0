package dev.steward.eval;

import dev.steward.pipeline.AnswerTrace;
import java.util.List;

/**
 * One evaluated question, as stored in a run file and shown in reports.
 *
 * @param exampleId         the example's content hash
 * @param question          the question asked
 * @param route             PIPELINE or TEMPLATE
 * @param reason            the reason code
 * @param detail            one readable sentence
 * @param goldenSql         the golden SQL as run ({@code ?} bound from {@code goldenParams})
 * @param goldenParams      the golden parameters as text
 * @param generatedSql      the SQL the route produced, or null
 * @param template          the template the route used, or null
 * @param llmCalls          LLM calls spent
 * @param goldenMillis      golden execution time
 * @param answerMillis      time the route took to answer (generation, gate, repairs, execution)
 * @param goldenFingerprint a hash of the golden result (columns and rows), or null when the golden failed
 * @param goldenChanged     the golden result differs from the last stored run's for this example and route
 * @param goldenOnly        the first golden rows missing from the generated result, as text
 * @param generatedOnly     the first generated rows not in the golden result, as text
 * @param steps             the pipeline steps of the answer (empty when the route was not asked; absent in runs
 *                          stored before steps were kept)
 * @param dialectRepairs    the dialect slips Steward mended by rule in the generated SQL, one "old → new" line each
 *                          (read from the steps when absent: runs stored before issue 25)
 * @param trace             what retrieval ranked, the route, the template fill and the context given to the model
 *                          (null in runs stored before format version 2, and when the route was not asked)
 * @param attribution       the likely owner of a failure (null for anything but a FAIL verdict, and in runs stored
 *                          before format version 2)
 * @param asOf              the reporting date the question was asked at (ISO date), or null (absent in runs stored
 *                          before issue 20's eval cases)
 * @param role              the role it was asked as, or null
 * @param expected          the answer expected instead of a golden result, or null for a golden comparison
 * @param answered          what the pipeline answered to such a case (kind, route, evidence ids), or null for a
 *                          golden comparison (and in runs stored before session 9)
 */
public record ExampleResult(String exampleId, String question, EvalCase.Route route, ReasonCode reason,
                            String detail, String goldenSql, List<String> goldenParams, String generatedSql,
                            String template, int llmCalls, long goldenMillis, long answerMillis,
                            String goldenFingerprint, boolean goldenChanged, List<List<String>> goldenOnly,
                            List<List<String>> generatedOnly, List<AnswerStep> steps, List<String> dialectRepairs,
                            AnswerTrace trace, Attribution attribution, String asOf, String role,
                            ExpectedAnswer expected, GivenAnswer answered) {
    static final String DIALECT_REPAIR_STEP = dev.steward.pipeline.StepKind.DIALECT_REPAIR.label();
    private static final String REPAIRED = "repaired: ";

    public ExampleResult {
        goldenParams = goldenParams == null ? List.of() : List.copyOf(goldenParams);
        goldenOnly = goldenOnly == null ? List.of() : goldenOnly.stream().map(List::copyOf).toList();
        generatedOnly = generatedOnly == null ? List.of() : generatedOnly.stream().map(List::copyOf).toList();
        steps = steps == null ? List.of() : List.copyOf(steps);
        dialectRepairs = dialectRepairs == null ? fromSteps(steps) : List.copyOf(dialectRepairs);
    }

    /** A result asked with no reporting date or role, against its golden result. */
    public ExampleResult(String exampleId, String question, EvalCase.Route route, ReasonCode reason,
                         String detail, String goldenSql, List<String> goldenParams, String generatedSql,
                         String template, int llmCalls, long goldenMillis, long answerMillis,
                         String goldenFingerprint, boolean goldenChanged, List<List<String>> goldenOnly,
                         List<List<String>> generatedOnly, List<AnswerStep> steps, List<String> dialectRepairs,
                         AnswerTrace trace, Attribution attribution) {
        this(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql, template, llmCalls,
                goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly, generatedOnly, steps,
                dialectRepairs, trace, attribution, null, null, null, null);
    }

    /** A result without trace or attribution (as stored before format version 2). */
    public ExampleResult(String exampleId, String question, EvalCase.Route route, ReasonCode reason,
                         String detail, String goldenSql, List<String> goldenParams, String generatedSql,
                         String template, int llmCalls, long goldenMillis, long answerMillis,
                         String goldenFingerprint, boolean goldenChanged, List<List<String>> goldenOnly,
                         List<List<String>> generatedOnly, List<AnswerStep> steps, List<String> dialectRepairs) {
        this(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql, template, llmCalls,
                goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly, generatedOnly, steps,
                dialectRepairs, null, null);
    }

    /** The result with its dialect repairs read from its steps. */
    public ExampleResult(String exampleId, String question, EvalCase.Route route, ReasonCode reason,
                         String detail, String goldenSql, List<String> goldenParams, String generatedSql,
                         String template, int llmCalls, long goldenMillis, long answerMillis,
                         String goldenFingerprint, boolean goldenChanged, List<List<String>> goldenOnly,
                         List<List<String>> generatedOnly, List<AnswerStep> steps) {
        this(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql, template, llmCalls,
                goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly, generatedOnly, steps, null,
                null, null);
    }

    /** The repairs of the "dialect repair" steps (one step per repair, {@code repaired: a → b}), in order. */
    static List<String> fromSteps(List<AnswerStep> steps) {
        return steps == null ? List.of() : steps.stream().filter(s -> DIALECT_REPAIR_STEP.equals(s.step()))
                .map(AnswerStep::detail).map(d -> d.startsWith(REPAIRED) ? d.substring(REPAIRED.length()) : d)
                .toList();
    }

    public Verdict verdict() {
        return reason.verdict();
    }

    public boolean passed() {
        return reason.passed();
    }

    /** The key that pairs this result with the same question in another run. */
    public String key() {
        return exampleId + "/" + route;
    }

    /** The same result, marked as having a golden result that changed since the previous run. */
    public ExampleResult withGoldenChanged(boolean changed) {
        return new ExampleResult(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql,
                template, llmCalls, goldenMillis, answerMillis, goldenFingerprint, changed, goldenOnly,
                generatedOnly, steps, dialectRepairs, trace, attribution, asOf, role, expected, answered);
    }

    /** The same result with the trace of its answer. */
    public ExampleResult withTrace(AnswerTrace answerTrace) {
        return new ExampleResult(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql,
                template, llmCalls, goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly,
                generatedOnly, steps, dialectRepairs, answerTrace, attribution, asOf, role, expected, answered);
    }

    /** The same result, recording the date and role it was asked at and the answer it expected. */
    public ExampleResult askedAs(EvalCase evalCase) {
        return new ExampleResult(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql,
                template, llmCalls, goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly,
                generatedOnly, steps, dialectRepairs, trace, attribution,
                evalCase.asOf() == null ? null : evalCase.asOf().toString(), evalCase.role(), evalCase.expected(),
                answered);
    }

    /** The same result with what the pipeline answered to a case expecting an answer. */
    public ExampleResult withAnswered(GivenAnswer given) {
        return new ExampleResult(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql,
                template, llmCalls, goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly,
                generatedOnly, steps, dialectRepairs, trace, attribution, asOf, role, expected, given);
    }

    /** The same result with the likely owner of its failure. */
    public ExampleResult withAttribution(Attribution owner) {
        return new ExampleResult(exampleId, question, route, reason, detail, goldenSql, goldenParams, generatedSql,
                template, llmCalls, goldenMillis, answerMillis, goldenFingerprint, goldenChanged, goldenOnly,
                generatedOnly, steps, dialectRepairs, trace, owner, asOf, role, expected, answered);
    }
}
