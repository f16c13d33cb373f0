package dev.steward.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.JsonRetry;
import dev.steward.llm.JsonShape;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmCancelledException;
import dev.steward.llm.LlmException;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Fills a template's slots from a question and binds them as query parameters. Slots whose type allows it are
 * found in the question by rule ({@link SlotExtractor}); only the rest are asked of the LLM, in one call whose
 * prompt holds the slot descriptions but not the SQL. Every value, found or proposed, is checked against its type,
 * allowed values and pattern ({@link SlotValues}); one refused value fails the fill. The template's SQL is never
 * rewritten: the result is its text with {@code ?} parameters ({@link TemplateBinder}).
 */
public final class TemplateFiller {
    /** The fill prompt under {@code dev/steward/llm/prompts/}. */
    public static final String FILL_PROMPT = "template-fill";

    private final Llm llm;
    private final PromptTemplates prompts;

    /**
     * @param llm     asked for the slots the question does not give by rule; null fills deterministically only
     * @param prompts the prompt texts
     */
    public TemplateFiller(Llm llm, PromptTemplates prompts) {
        this.llm = llm;
        this.prompts = prompts;
    }

    /** A filler that never calls a model: a slot not found by rule fails the fill. */
    public static TemplateFiller withoutLlm() {
        return new TemplateFiller(null, new PromptTemplates());
    }

    /**
     * Fills {@code template} (a row whose SQL has {@code {slot}} placeholders) from {@code question}.
     *
     * @throws LlmCancelledException when the calling thread was interrupted during the LLM call
     */
    public TemplateFill fill(Example template, String question) {
        Optional<String> structural = TemplateBinder.structuralProblem(template);
        if (structural.isPresent()) {
            return new TemplateFill.Failed("The template cannot be filled: " + structural.get() + ".", List.of(), 0);
        }
        Map<String, SlotSpec> slots = usedSlots(template);
        Map<String, SlotExtractor.Found> found = SlotExtractor.extract(question, slots);
        List<SlotFill> fills = new ArrayList<>();
        for (Map.Entry<String, SlotExtractor.Found> entry : found.entrySet()) {
            Optional<String> refused = add(fills, entry.getKey(), slots.get(entry.getKey()), entry.getValue().text(),
                    FillMethod.DETERMINISTIC);
            if (refused.isPresent()) {
                return new TemplateFill.Failed(refused.get(), fills, 0);
            }
        }
        Map<String, SlotSpec> missing = new LinkedHashMap<>(slots);
        missing.keySet().removeAll(found.keySet());
        if (missing.isEmpty()) {
            return filled(template, fills, 0);
        }
        if (llm == null) {
            return new TemplateFill.Failed("The question does not give " + describe(missing)
                    + " in a form Steward can read without a model, and no model is available.", fills, 0);
        }
        return fillWithLlm(template, question, missing, fills);
    }

    private TemplateFill fillWithLlm(Example template, String question, Map<String, SlotSpec> missing,
                                     List<SlotFill> fills) {
        JsonNode reply;
        try {
            reply = new JsonRetry(llm, prompts.get(PromptTemplates.JSON_RETRY), 0)
                    .ask(fillTurns(template, question, missing), replyShape(missing), ChatOptions.JSON,
                            JsonRetry.RetryListener.none());
        } catch (LlmCancelledException e) {
            throw e;
        } catch (LlmException e) {
            return new TemplateFill.Failed("The model could not fill " + describe(missing) + ": " + e.getMessage(),
                    fills, 1);
        }
        for (String name : missing.keySet()) {
            JsonNode value = reply.get(name);
            String text = value == null || value.isContainerNode() || value.isNull() ? null : value.asText();
            Optional<String> refused = add(fills, name, missing.get(name), text, FillMethod.LLM);
            if (refused.isPresent()) {
                return new TemplateFill.Failed(refused.get(), fills, 1);
            }
        }
        return filled(template, fills, 1);
    }

    private static TemplateFill filled(Example template, List<SlotFill> fills, int llmCalls) {
        Map<String, Object> values = fills.stream().collect(Collectors.toMap(SlotFill::name, SlotFill::value));
        List<SlotFill> ordered = usedSlots(template).keySet().stream()
                .flatMap(name -> fills.stream().filter(f -> f.name().equals(name))).toList();
        return new TemplateFill.Filled(ordered, TemplateBinder.bind(template.sql(), values), llmCalls);
    }

    /** Checks the value; on success adds the fill, else returns the reason it was refused. */
    private static Optional<String> add(List<SlotFill> fills, String name, SlotSpec spec, String text,
                                        FillMethod method) {
        SlotCheck check = SlotValues.check(name, spec, text);
        if (!check.ok()) {
            return Optional.of("Template slot refused: " + check.problem() + ".");
        }
        fills.add(new SlotFill(name, SlotValues.effectiveType(name, spec), text, check.text(), check.value(), method));
        return Optional.empty();
    }

    private List<LlmTurn> fillTurns(Example template, String question, Map<String, SlotSpec> missing) {
        String slotLines = missing.entrySet().stream().map(e -> slotLine(e.getKey(), e.getValue()))
                .collect(Collectors.joining("\n"));
        return List.of(LlmTurn.user(prompts.render(FILL_PROMPT, Map.of("template_question", template.question(),
                "slots", slotLines, "question", question))));
    }

    private static String slotLine(String name, SlotSpec spec) {
        StringBuilder line = new StringBuilder("- ").append(name).append(": ")
                .append(spec.description() == null ? "(no description)" : spec.description());
        SlotType type = SlotValues.effectiveType(name, spec);
        line.append(" [type: ").append(type.jsonName()).append(']');
        if (!spec.values().isEmpty()) {
            line.append(" allowed values: ").append(String.join(", ", spec.values()));
        }
        if (spec.example() != null) {
            line.append(" e.g. ").append(spec.example());
        }
        return line.toString();
    }

    private static JsonShape replyShape(Map<String, SlotSpec> missing) {
        JsonShape.ObjectOf shape = JsonShape.object();
        for (String name : missing.keySet()) {
            shape = shape.required(name, JsonShape.anything());
        }
        return shape;
    }

    /** The declared slots the SQL actually uses, in SQL order of first use. */
    private static Map<String, SlotSpec> usedSlots(Example template) {
        Map<String, SlotSpec> used = new LinkedHashMap<>();
        for (TemplateSql.Placeholder p : TemplateSql.of(template.sql()).placeholders()) {
            if (p.context() != TemplateSql.Context.COMMENT) {
                used.putIfAbsent(p.name(), template.params().get(p.name()));
            }
        }
        return used;
    }

    private static String describe(Map<String, SlotSpec> slots) {
        return slots.entrySet().stream()
                .map(e -> "{" + e.getKey() + "} (" + SlotValues.effectiveType(e.getKey(), e.getValue()).jsonName() + ")")
                .collect(Collectors.joining(", "));
    }
}
