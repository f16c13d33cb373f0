package dev.steward.eval;

import dev.steward.examples.BoundQuery;
import dev.steward.examples.Example;
import dev.steward.examples.SlotCheck;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.SlotValues;
import dev.steward.examples.TemplateBinder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Each template's test fill: the question is the template's own question followed by its slots' example values
 * ("... (quarter: 2024-Q2)"), asked through the template route; the golden is the template SQL filled by hand with
 * those values, bound as parameters. A template that cannot be filled by hand (a slot without an example, an
 * example its slot refuses, a slot where no parameter can stand) gets a golden problem: GOLDEN_BROKEN, fix the
 * template.
 */
public final class TemplateCases {
    private static final Pattern EXAMPLE_IN_DESCRIPTION =
            Pattern.compile("(?:e\\.g\\.|for example|such as)\\s*'?([^',;)]+)'?", Pattern.CASE_INSENSITIVE);
    private TemplateCases() {
    }

    public static List<EvalCase> forTemplates(List<Example> examples, EvalSettings settings) {
        List<EvalCase> cases = new ArrayList<>();
        for (Example template : examples) {
            if (template.templated()) {
                cases.add(caseFor(template, settings));
            }
        }
        return List.copyOf(cases);
    }

    static EvalCase caseFor(Example template, EvalSettings settings) {
        String id = template.contentHash();
        Map<String, SlotSpec> slots = template.params() == null ? Map.of() : template.params();
        Map<String, Object> values = new LinkedHashMap<>();
        List<String> phrases = new ArrayList<>();
        Optional<String> problem = TemplateBinder.structuralProblem(template);
        for (Map.Entry<String, SlotSpec> slot : slots.entrySet()) {
            String example = exampleOf(slot.getValue());
            if (example == null || example.isBlank()) {
                problem = problem.or(() -> Optional.of("slot '" + slot.getKey() + "' has no example value to test "
                        + "the template with; add one"));
                continue;
            }
            SlotCheck check = SlotValues.check(slot.getKey(), slot.getValue(), example);
            if (!check.ok()) {
                problem = problem.or(() -> Optional.of("the example value of " + check.problem()));
                continue;
            }
            values.put(slot.getKey(), check.value());
            phrases.add(slot.getKey() + ": " + check.text());
        }
        String question = template.question() + (phrases.isEmpty() ? "" : " (" + String.join(", ", phrases) + ")");
        if (problem.isPresent()) {
            return new EvalCase(id, question, template.sql(), List.of(), EvalCase.Route.TEMPLATE,
                    settings.toleranceFor(id), problem.get());
        }
        BoundQuery golden = TemplateBinder.bind(template.sql(), values);
        return new EvalCase(id, question, golden.sql(), golden.params(), EvalCase.Route.TEMPLATE,
                settings.toleranceFor(id), null);
    }

    /** The slot's example, else one written in its description the openmedallion way ("..., e.g. '2024-Q2'"). */
    static String exampleOf(SlotSpec slot) {
        if (slot.example() != null && !slot.example().isBlank()) {
            return slot.example();
        }
        Matcher inDescription = EXAMPLE_IN_DESCRIPTION.matcher(slot.description() == null ? "" : slot.description());
        return inDescription.find() ? inDescription.group(1).strip() : null;
    }
}
