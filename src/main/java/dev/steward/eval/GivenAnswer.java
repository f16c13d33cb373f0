package dev.steward.eval;

import java.util.List;

/**
 * What the pipeline answered to a case that expects an answer rather than a result ({@link ExpectedAnswer}): its
 * answer kind, the route that gave it and the evidence ids it cited, kept in the stored run beside {@code expected}
 * so the Eval tab can set the two side by side.
 *
 * @param kind     the answer kind ({@code DEFINITION}, {@code DENIED}…; the outcome, e.g. {@code NO_LLM}, when the
 *                 pipeline gave none)
 * @param route    the route that answered, or null when unknown
 * @param evidence the evidence ids cited, in the answer's order (empty when none)
 */
public record GivenAnswer(String kind, String route, List<String> evidence) {

    public GivenAnswer {
        evidence = evidence == null ? List.of() : List.copyOf(evidence);
    }

    static GivenAnswer of(GeneratedAnswer answer) {
        return new GivenAnswer(answer.kind() == null ? answer.outcome().name() : answer.kind(), answer.answerRoute(),
                answer.evidence());
    }
}
