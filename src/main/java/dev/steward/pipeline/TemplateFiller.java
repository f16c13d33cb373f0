package dev.steward.pipeline;

import dev.steward.examples.Example;

/**
 * The template route's port: fill a matched template's slots from the question. The examples feature implements
 * it (typed slots, deterministic extraction, the LLM only for slots that cannot be read from the text); the
 * pipeline only routes, binds the values as query parameters and never lets the LLM touch the template's SQL.
 */
@FunctionalInterface
public interface TemplateFiller {

    /**
     * Fills {@code template} for {@code question}.
     *
     * @return the SQL with {@code ?} parameters and their values, or a no-fill with the reason (the pipeline then
     *         falls back to normal generation)
     */
    TemplateFill fill(Example template, String question);

    /** No template route: every template answers "no fill" (until a filler is configured). */
    static TemplateFiller none() {
        return (template, question) -> TemplateFill.none("no template filler is configured");
    }
}
