package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.examples.BoundQuery;
import dev.steward.examples.FillMethod;
import dev.steward.examples.SlotFill;
import dev.steward.examples.TemplateFill;
import dev.steward.examples.TemplateFiller;
import dev.steward.retrieval.RankedExample;
import dev.steward.retrieval.RetrievalResult;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The opt-in template route: the best template above the template gate is filled by the examples feature's
 * {@link TemplateFiller} (typed slots read from the question by rule; the LLM only for the rest) and its SQL runs
 * with the slot values bound as parameters. The template's SQL is never sent to the model for
 * repair; a fill that fails, or SQL the gate or DuckDB refuses, falls back to normal generation.
 */
final class TemplateRoute {
    private final TemplateFiller filler;
    private final SqlExecutor executor;
    private final QueryLimits limits;

    TemplateRoute(TemplateFiller filler, SqlExecutor executor, QueryLimits limits) {
        this.filler = filler;
        this.executor = executor;
        this.limits = limits;
    }

    /** The answer from the matched template, or empty to fall back to generation. */
    Optional<PipelineAnswer> answer(String question, RetrievalResult retrieval, AskRun run, AnswerDraft draft) {
        long started = run.begin();
        Optional<RankedExample> matched = retrieval.matchedTemplate();
        if (matched.isEmpty()) {
            run.step(StepKind.TEMPLATE, noMatch(retrieval), started);
            return Optional.empty();
        }
        RankedExample template = matched.get();
        TemplateFill fill = filler.fill(template.example(), question);
        run.addFillerCalls(fill.llmCalls());
        String name = String.format(Locale.ROOT, "template '%s' (cosine %.2f)", template.example().question(),
                template.cosine());
        if (!(fill instanceof TemplateFill.Filled filled)) {
            TemplateFill.Failed failed = (TemplateFill.Failed) fill;
            run.trace().templateTried(attempt(template, failed.found(), failed.reason()));
            run.step(StepKind.TEMPLATE, name + ": " + failed.reason() + " - falling back to SQL generation", started);
            return Optional.empty();
        }
        BoundQuery query = filled.query();
        run.trace().templateTried(attempt(template, filled.slots(), null));
        try {
            QueryResult result = executor.execute(query.sql(), query.params(), limits, run.cancellation().query());
            run.trace().route(AnswerTrace.Route.TEMPLATE);
            run.step(StepKind.TEMPLATE, name + " filled with " + slots(filled) + ", " + fill.llmCalls()
                    + " LLM calls; " + result.rowCount() + " rows", started);
            return Optional.of(draft.sql(query.sql(), query.params()).slots(slotValues(filled))
                    .template(scored(template)).rows(result));
        } catch (StewardException refused) {
            run.trace().templateTried(attempt(template, filled.slots(), "its SQL cannot run: " + refused.getMessage()));
            run.step(StepKind.TEMPLATE, name + " cannot run (" + refused.getMessage()
                    + ") - falling back to SQL generation", started);
            return Optional.empty();
        }
    }

    /** The attempt as the trace keeps it: the first placeholder without a value is the slot that could not fill. */
    private static AnswerTrace.TemplateAttempt attempt(RankedExample template, List<SlotFill> found, String failure) {
        List<String> names = found.stream().map(SlotFill::name).toList();
        String unfilled = failure == null ? null : template.example().placeholders().stream()
                .filter(p -> !names.contains(p)).findFirst().orElse(null);
        return new AnswerTrace.TemplateAttempt(template.example().question(), template.example().contentHash(),
                failure == null, names, unfilled, failure);
    }

    private static Map<String, Object> slotValues(TemplateFill.Filled filled) {
        Map<String, Object> values = new LinkedHashMap<>();
        filled.slots().forEach(slot -> values.put(slot.name(), slot.value()));
        return values;
    }

    private static String slots(TemplateFill.Filled filled) {
        return filled.slots().isEmpty() ? "no slots" : filled.slots().stream()
                .map(s -> s.name() + "=" + s.text() + (s.method() == FillMethod.LLM ? " (model)" : " (rule)"))
                .collect(Collectors.joining(", "));
    }

    private static String noMatch(RetrievalResult retrieval) {
        if (retrieval.templates().isEmpty()) {
            return "no templates in this project";
        }
        if (retrieval.ambiguousTemplates()) {
            return "the two best templates are too close to pick one";
        }
        return String.format(Locale.ROOT, "no template matched (best cosine %.2f, threshold %.2f)",
                retrieval.templateGate().confidence(), retrieval.templateGate().threshold());
    }

    static ScoredItem scored(RankedExample ranked) {
        return new ScoredItem(ranked.example().question(), ranked.example().contentHash(), ranked.score(),
                ranked.cosine());
    }
}
