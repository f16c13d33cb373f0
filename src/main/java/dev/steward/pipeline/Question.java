package dev.steward.pipeline;

import dev.steward.definitions.Audience;
import java.time.LocalDate;
import java.util.Objects;
import java.util.Optional;

/**
 * One question for the {@link QuestionPipeline}, with the opt-in behaviours of openmedallion's pipeline.
 *
 * @param text             what the analyst asked
 * @param useTemplates     try the template route first (a template whose slots fill deterministically costs no
 *                         LLM call)
 * @param detectAmbiguity  ask the model first whether the question is clear ({@code CLEAR}) or needs a
 *                         clarifying question (one extra LLM call)
 * @param decompose        ask the model whether the question holds several independent questions ({@code SINGLE}
 *                         or a JSON array of sub-questions), and answer each in turn
 * @param heldOutExample   content hash of a verified example that must not be shown as a few-shot example (eval
 *                         re-runs an example's own question and must not hand the model its golden SQL), or null
 * @param asOf             the reporting date definitions resolve at ({@code --as-of}); null = a date the question
 *                         states, else none
 * @param audience         who asks and as which roles: restricted definitions are filtered for it before anything
 *                         else ({@link Audience#everyone()} by default)
 */
public record Question(String text, boolean useTemplates, boolean detectAmbiguity, boolean decompose,
                       String heldOutExample, LocalDate asOf, Audience audience) {

    public Question {
        Objects.requireNonNull(text, "text");
        audience = audience == null ? Audience.everyone() : audience;
    }

    public Question(String text, boolean useTemplates, boolean detectAmbiguity, boolean decompose,
                    String heldOutExample) {
        this(text, useTemplates, detectAmbiguity, decompose, heldOutExample, null, null);
    }

    /** A plain question: no templates, no ambiguity check, no decomposition, nothing held out. */
    public static Question of(String text) {
        return new Question(text, false, false, false, null);
    }

    public Question withTemplates(boolean on) {
        return new Question(text, on, detectAmbiguity, decompose, heldOutExample, asOf, audience);
    }

    public Question withAmbiguityCheck(boolean on) {
        return new Question(text, useTemplates, on, decompose, heldOutExample, asOf, audience);
    }

    public Question withDecomposition(boolean on) {
        return new Question(text, useTemplates, detectAmbiguity, on, heldOutExample, asOf, audience);
    }

    public Question holdingOut(String exampleContentHash) {
        return new Question(text, useTemplates, detectAmbiguity, decompose, exampleContentHash, asOf, audience);
    }

    /** Resolved at {@code date} (null: the date the question states, if any). */
    public Question asOf(LocalDate date) {
        return new Question(text, useTemplates, detectAmbiguity, decompose, heldOutExample, date, audience);
    }

    /** Asked by {@code who}: restricted definitions are filtered for that audience. */
    public Question askedBy(Audience who) {
        return new Question(text, useTemplates, detectAmbiguity, decompose, heldOutExample, asOf, who);
    }

    /** The same options for another text (a sub-question of a decomposed question). */
    public Question withText(String otherText) {
        return new Question(otherText, useTemplates, detectAmbiguity, decompose, heldOutExample, asOf, audience);
    }

    public Optional<String> heldOut() {
        return Optional.ofNullable(heldOutExample);
    }
}
