package dev.steward.eval;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What an eval case expects when its answer is not a SQL result (issue 20): the answer kind ({@code DEFINITION},
 * {@code DENIED}, {@code CLARIFICATION}, {@code DECLINED}, or {@code ROWS} from the metric route), the route that
 * must give it ({@code definition}, {@code denied}, {@code freshness}, {@code metric}…; null = any) and the evidence
 * ids it must cite, exactly (null = not checked; empty = none, as a denial must).
 *
 * @param kind     the answer kind, upper case
 * @param route    the route, or null
 * @param evidence the evidence ids, in any order, or null
 */
public record ExpectedAnswer(String kind, String route, List<String> evidence) {

    public ExpectedAnswer {
        kind = Objects.requireNonNull(kind, "kind").toUpperCase(Locale.ROOT);
        evidence = evidence == null ? null : List.copyOf(evidence);
    }

    /** The verdict for what the pipeline answered. */
    Comparison check(GeneratedAnswer answer) {
        if (answer.outcome() == GeneratedAnswer.Outcome.NO_LLM) {
            return Comparison.of(ReasonCode.SKIPPED, "Not evaluated: " + answer.message());
        }
        String gotKind = answer.kind() == null ? answer.outcome().name() : answer.kind();
        StringBuilder wrong = new StringBuilder();
        if (!kind.equals(gotKind)) {
            wrong.append("the answer was ").append(gotKind).append(", expected ").append(kind).append("; ");
        }
        if (route != null && !route.equals(answer.answerRoute())) {
            wrong.append("it came from route ").append(answer.answerRoute()).append(", expected ").append(route)
                    .append("; ");
        }
        if (evidence != null && !sameIds(evidence, answer.evidence())) {
            wrong.append("it cited ").append(answer.evidence()).append(", expected ").append(evidence).append("; ");
        }
        if (!wrong.isEmpty()) {
            return Comparison.of(ReasonCode.UNEXPECTED_ANSWER, capitalised(wrong.substring(0, wrong.length() - 2))
                    + ".");
        }
        return Comparison.of(ReasonCode.EXPECTED_ANSWER, kind + " from route " + answer.answerRoute()
                + (evidence == null ? "" : " citing " + answer.evidence()) + ", as expected.");
    }

    private static boolean sameIds(List<String> a, List<String> b) {
        return a.size() == b.size() && a.containsAll(b) && b.containsAll(a);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    @Override
    public String toString() {
        return kind + (route == null ? "" : " via " + route) + (evidence == null ? "" : " citing " + evidence);
    }
}
