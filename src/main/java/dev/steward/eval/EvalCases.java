package dev.steward.eval;

import dev.steward.examples.Example;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * What a run evaluates: every verified, non-template example with SQL through the pipeline (and, with
 * --use-templates, through the template route too). Templates themselves are added by {@link TemplateCases}.
 */
public final class EvalCases {
    private EvalCases() {
    }

    /** Everything a run evaluates: the verified examples ({@link #forExamples}) then each template's test fill. */
    public static List<EvalCase> all(List<Example> examples, EvalSettings settings) {
        List<EvalCase> cases = new ArrayList<>(forExamples(examples, settings));
        cases.addAll(TemplateCases.forTemplates(examples, settings));
        return List.copyOf(cases);
    }

    public static List<EvalCase> forExamples(List<Example> examples, EvalSettings settings) {
        List<EvalCase> cases = new ArrayList<>();
        for (Example example : examples) {
            if (!example.verified() || example.templated() || example.sql().isBlank()) {
                continue;
            }
            String id = example.contentHash();
            LocalDate asOf = example.asOf() == null ? null : LocalDate.parse(example.asOf());
            cases.add(new EvalCase(id, example.question(), example.sql(), List.of(), EvalCase.Route.PIPELINE,
                    settings.toleranceFor(id)).askedAs(asOf, example.role()));
            if (settings.useTemplates()) {
                cases.add(new EvalCase(id, example.question(), example.sql(), List.of(), EvalCase.Route.TEMPLATE,
                        settings.toleranceFor(id)).askedAs(asOf, example.role()));
            }
        }
        return List.copyOf(cases);
    }
}
