package dev.steward.eval;

import dev.steward.examples.Example;
import dev.steward.pipeline.TemplateFill;
import dev.steward.pipeline.TemplateFiller;

/**
 * The pipeline's template-route port served by the examples feature's typed slot filler, so eval runs templates
 * the way the chat will (deterministic fills cost no LLM call; the template SQL is never rewritten).
 */
public final class TemplateRouteFiller implements TemplateFiller {
    private final dev.steward.examples.TemplateFiller filler;

    public TemplateRouteFiller(dev.steward.examples.TemplateFiller filler) {
        this.filler = filler;
    }

    @Override
    public TemplateFill fill(Example template, String question) {
        dev.steward.examples.TemplateFill fill = filler.fill(template, question);
        if (fill instanceof dev.steward.examples.TemplateFill.Filled filled) {
            return TemplateFill.of(filled.query().sql(), filled.query().params(), filled.llmCalls(),
                    (filled.deterministic() ? "filled from the question: " : "filled with the LLM's help: ")
                            + filled.query().display());
        }
        return TemplateFill.none(((dev.steward.examples.TemplateFill.Failed) fill).reason());
    }
}
