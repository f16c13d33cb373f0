package dev.steward.pipeline;

import dev.steward.definitions.DateSpan;
import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.GovernedMeasure;
import dev.steward.definitions.QuestionDates;
import dev.steward.definitions.Resolution;
import dev.steward.error.StewardException;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metric.MeasureSpec;
import dev.steward.metric.MetricQuery;
import dev.steward.metric.MetricQuestion;
import dev.steward.sql.GovernedExpression;
import dev.steward.sql.GovernedExpressionCheck;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The deterministic metric route (issue 20): a question resolved to an approved version with a governed measure,
 * asking only for the measure over a period, grouped by some of its dimensions, gets SQL built from the governed
 * expression ({@link MetricQuery}), the period's dates bound as parameters, run through the gate and the sandbox;
 * no LLM call. A dimension the measure does not allow is asked about; a question asking more goes on to generation,
 * which must keep the governed expression ({@link SqlRequirement}).
 */
final class MetricRoute implements GovernedRoute {
    static final String ROUTE = "metric";
    private final SqlExecutor executor;
    private final GovernedExpressionCheck check;
    private final SchemaContext context;
    private final QueryLimits limits;

    MetricRoute(SqlExecutor executor, GovernedExpressionCheck check, SchemaContext context, QueryLimits limits) {
        this.executor = executor;
        this.check = check;
        this.context = context;
        this.limits = limits;
    }

    /** The governed expression of a resolved version, for the generation prompt and the gate check; else empty. */
    static Optional<GovernedExpression> governed(Resolution resolution) {
        if (resolution instanceof Resolution.Resolved r && r.version().measure() != null) {
            GovernedMeasure measure = r.version().measure();
            return Optional.of(new GovernedExpression(label(r.definition(), r.version()), measure.expression(),
                    measure.table()));
        }
        return Optional.empty();
    }

    static String label(Definition definition, DefinitionVersion version) {
        return definition.id() + " " + version.version() + " (" + version.evidenceId() + ")";
    }

    @Override
    public Optional<PipelineAnswer> answer(GovernedQuestion question, AskRun run, AnswerDraft draft) {
        if (!(question.resolution() instanceof Resolution.Resolved resolved) || resolved.version().measure() == null
                || resolved.version().measure().timeColumn() == null) {
            return Optional.empty();
        }
        long started = run.begin();
        GovernedMeasure measure = resolved.version().measure();
        String label = label(resolved.definition(), resolved.version());
        String text = question.question().text();
        MetricQuestion.Reading reading = MetricQuestion.read(text, names(resolved.definition()),
                dimensions(measure));
        if (reading instanceof MetricQuestion.NotAMetricQuestion other) {
            run.step(StepKind.METRIC_ROUTE, label + ": the question asks more than the measure over a period (\""
                    + other.leftOver() + "\"); the model writes the SQL and must keep the governed expression",
                    started);
            return Optional.empty();
        }
        draft.evidence(resolved.evidence()).route(ROUTE);
        if (reading instanceof MetricQuestion.UnknownDimension unknown) {
            run.step(StepKind.METRIC_ROUTE, label + " cannot be grouped by " + unknown.asked(), started);
            return Optional.of(draft.clarification(resolved.definition().title() + " (" + label + ") can be broken "
                    + "down by " + String.join(", ", unknown.allowed()) + ", not by " + unknown.asked()
                    + ". Which of these do you mean?"));
        }
        Optional<DateSpan> period = QuestionDates.find(text);
        Optional<String> unfit = period.isEmpty() ? Optional.of("For which period? " + resolved.definition().title()
                + " (" + label + ", " + resolved.version().validity() + ") needs one, e.g. \""
                + resolved.definition().title().toLowerCase(java.util.Locale.ROOT) + " for August "
                + (resolved.version().validFrom() == null ? 2026 : resolved.version().validFrom().getYear()) + "\".")
                : outside(resolved.version(), period.get(), label);
        if (unfit.isPresent()) {
            run.step(StepKind.METRIC_ROUTE, label + ": " + (period.isEmpty() ? "no period in the question"
                    : "the period is not all within the version's validity"), started);
            return Optional.of(draft.clarification(unfit.get()));
        }
        return Optional.of(run(((MetricQuestion.Grouped) reading).dimensions(), period.get(), measure, resolved,
                label, run, draft, started));
    }

    private PipelineAnswer run(List<String> dimensions, DateSpan period, GovernedMeasure measure,
                               Resolution.Resolved resolved, String label, AskRun run, AnswerDraft draft,
                               long started) {
        MetricQuery query = MetricQuery.of(new MeasureSpec(resolved.definition().id(), measure.table(),
                measure.expression(), measure.dimensions(), measure.timeColumn()), dimensions, period.from(),
                period.to());
        draft.sql(query.sql(), query.parameters());
        try {
            check.require(query.sql(), governed(resolved).orElseThrow());
            QueryResult result = executor.execute(query.sql(), query.parameters(), limits,
                    run.cancellation().query());
            run.step(StepKind.METRIC_ROUTE, label + "'s governed expression on " + measure.table() + " for "
                    + period + (dimensions.isEmpty() ? "" : " by " + String.join(", ", dimensions))
                    + ", 0 LLM calls; " + result.rowCount() + " rows", started);
            return draft.rows(result);
        } catch (StewardException failed) {
            run.step(StepKind.METRIC_ROUTE, label + "'s governed SQL cannot run: " + failed.getMessage(), started);
            return draft.error(new StewardException("The governed measure of " + label + " cannot run on this "
                    + "project's data: " + failed.getMessage(), "Correct the measure (sql, table, dimensions, "
                    + "time_column) in steward/definitions.yaml, or the data.", failed));
        }
    }

    private static Optional<String> outside(DefinitionVersion version, DateSpan period, String label) {
        boolean starts = version.validFrom() == null || !period.from().isBefore(version.validFrom());
        boolean ends = version.validTo() == null || !period.to().isAfter(version.validTo());
        return starts && ends ? Optional.empty() : Optional.of(label + " applies " + version.validity()
                + ", but " + period + " is not all within it. Ask for a period inside it, or one period per version.");
    }

    private static List<String> names(Definition definition) {
        List<String> names = new ArrayList<>(definition.synonyms());
        names.add(definition.title());
        names.add(definition.idWords());
        return names;
    }

    /** The measure's dimensions with their columns' synonyms from the measure table's metadata. */
    private Map<String, List<String>> dimensions(GovernedMeasure measure) {
        Map<String, List<String>> dimensions = new LinkedHashMap<>();
        String table = measure.table().startsWith("gold.") ? measure.table().substring(5) : measure.table();
        var metadata = context.metadata().tables().get(table);
        for (String dimension : measure.dimensions()) {
            ColumnMetadata column = metadata == null ? null : metadata.columns().get(dimension);
            dimensions.put(dimension, column == null || column.synonyms() == null ? List.of() : column.synonyms());
        }
        return dimensions;
    }
}
