package dev.steward.ui.chat;

import dev.steward.examples.FillMethod;
import dev.steward.examples.SlotFill;
import dev.steward.examples.TemplateFill.Failed;
import dev.steward.examples.TemplateFill.Filled;
import dev.steward.llm.Llm;
import dev.steward.llm.PromptTemplates;
import dev.steward.pipeline.TemplateFill;
import dev.steward.pipeline.TemplateFiller;
import java.util.stream.Collectors;

/**
 * The pipeline's template route served by the examples feature's typed slot filler, so the step line says how
 * each slot was filled ("quarter = 2024-Q4 from the question").
 */
public final class SlotFillingRoute {

    private SlotFillingRoute() {
    }

    /** @param llm asked only for slots the question does not give by rule; null for rules only */
    public static TemplateFiller using(Llm llm) {
        dev.steward.examples.TemplateFiller filler = new dev.steward.examples.TemplateFiller(llm,
                new PromptTemplates());
        return (template, question) -> {
            dev.steward.examples.TemplateFill fill = filler.fill(template, question);
            if (fill instanceof Filled filled) {
                return TemplateFill.of(filled.query().sql(), filled.query().params(), filled.llmCalls(),
                        filled.slots().stream().map(SlotFillingRoute::describe).collect(Collectors.joining(", ")));
            }
            return TemplateFill.none(((Failed) fill).reason());
        };
    }

    private static String describe(SlotFill slot) {
        return slot.name() + " = " + slot.text()
                + (slot.method() == FillMethod.DETERMINISTIC ? " from the question" : " proposed by the model");
    }
}
