package dev.steward.eval;

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
 */
public record ExampleResult(String exampleId, String question, EvalCase.Route route, ReasonCode reason,
                            String detail, String goldenSql, List<String> goldenParams, String generatedSql,
                            String template, int llmCalls, long goldenMillis, long answerMillis,
                            String goldenFingerprint, boolean goldenChanged, List<List<String>> goldenOnly,
                            List<List<String>> generatedOnly, List<AnswerStep> steps) {

    public ExampleResult {
        goldenParams = goldenParams == null ? List.of() : List.copyOf(goldenParams);
        goldenOnly = goldenOnly == null ? List.of() : goldenOnly.stream().map(List::copyOf).toList();
        generatedOnly = generatedOnly == null ? List.of() : generatedOnly.stream().map(List::copyOf).toList();
        steps = steps == null ? List.of() : List.copyOf(steps);
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
                generatedOnly, steps);
    }
}
