package dev.steward.definitions;

import java.util.List;
import java.util.Optional;

/**
 * Which of the hybrid candidates (if any) concept matching takes, by fixed rules on their scores (ADR 34): the
 * question must ask what something is ({@link DefinitionQuestions}); the best-fused candidate must share a term
 * with the question and reach {@value #MIN_COSINE} cosine; a runner-up within {@value #MIN_GAP} cosine of it makes
 * the match a tie (the question is asked back). Calibrated on the sample's definition questions with
 * all-MiniLM-L6-v2 (docs/retrieval-quality.md).
 */
final class CandidateGate {
    static final double MIN_COSINE = 0.40;
    static final double MIN_GAP = 0.06;

    /** The definitions taken: none, one, or the tied pair. */
    List<String> take(String question, List<ConceptCandidates.Candidate> ranked) {
        if (ranked.isEmpty() || !DefinitionQuestions.asksWhatItIs(question)) {
            return List.of();
        }
        ConceptCandidates.Candidate top = ranked.get(0);
        if (!top.lexical() || top.cosine() < MIN_COSINE) {
            return List.of();
        }
        Optional<ConceptCandidates.Candidate> close = ranked.stream().skip(1)
                .filter(c -> c.cosine() > top.cosine() - MIN_GAP).findFirst();
        return close.map(c -> List.of(top.definitionId(), c.definitionId()))
                .orElse(List.of(top.definitionId()));
    }
}
