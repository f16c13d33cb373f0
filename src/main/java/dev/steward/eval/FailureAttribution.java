package dev.steward.eval;

import dev.steward.metadata.ColumnMetadata;
import dev.steward.pipeline.AnswerTrace;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Names the likely owner of a failed result, deterministically (no LLM), from what the run recorded and the approved
 * knowledge, in this order: a template slot that could not fill; a template that filled and answered wrong; a table
 * the golden reads that was not in the model's context (with its retrieval rank); a join the golden makes, the
 * generated SQL does not, and no approved relationship covers; a column the golden uses that has no approved
 * description, or whose description names the value the model filtered on instead of the golden's; else the model,
 * which had the right context.
 */
final class FailureAttribution {
    private final SqlTreeReader trees;
    private final ApprovedKnowledge knowledge;

    FailureAttribution(SqlTreeReader trees, ApprovedKnowledge knowledge) {
        this.trees = trees;
        this.knowledge = knowledge;
    }

    /** The owner of a FAIL result; null for any other verdict. */
    Attribution attribute(ExampleResult result) {
        if (result.verdict() != Verdict.FAIL) {
            return null;
        }
        AnswerTrace trace = result.trace();
        if (trace == null) {
            return new Attribution(Attribution.Owner.UNKNOWN, null, 0, null,
                    "The answer recorded no retrieval to attribute the failure from.");
        }
        AnswerTrace.TemplateAttempt template = trace.template();
        if (template != null && !template.filled() && result.route() == EvalCase.Route.TEMPLATE) {
            return new Attribution(Attribution.Owner.TEMPLATE_SLOT, template.unfilledSlot(), 0, template.id(),
                    "Template '" + template.question() + "' could not fill" + (template.unfilledSlot() == null ? ""
                    : " slot {" + template.unfilledSlot() + "}") + ": " + template.reason());
        }
        if (trace.route() == AnswerTrace.Route.TEMPLATE && template != null) {
            return new Attribution(Attribution.Owner.TEMPLATE, template.filledSlots().isEmpty() ? null
                    : template.filledSlots().get(0), 0, template.id(), "Template '" + template.question()
                    + "' filled " + template.filledSlots() + " and its result differs from the golden's.");
        }
        SqlShape golden = trees.shape(result.goldenSql(), knowledge::columnsOf);
        SqlShape generated = trees.shape(result.generatedSql(), knowledge::columnsOf);
        return retrievalMiss(golden, trace).or(() -> missingJoin(golden, generated))
                .or(() -> columnProblem(golden, generated))
                .orElse(new Attribution(Attribution.Owner.MODEL, null, 0, null, "Every table the golden reads was in "
                        + "the model's context, its joins are approved and its columns described: the model erred."));
    }

    private static Optional<Attribution> retrievalMiss(SqlShape golden, AnswerTrace trace) {
        return golden.tables().stream().sorted()
                .filter(t -> trace.contextTables().stream().noneMatch(c -> c.equalsIgnoreCase(t))).findFirst()
                .map(t -> {
                    int rank = trace.rankOf(t);
                    return new Attribution(Attribution.Owner.RETRIEVAL, t, rank, null, "Retrieval did not give the "
                            + "model " + t + ", which the golden reads (" + (rank == 0 ? "not ranked"
                            : "ranked " + rank + " of " + trace.rankedTables().size()) + ").");
                });
    }

    private Optional<Attribution> missingJoin(SqlShape golden, SqlShape generated) {
        return golden.joins().stream().sorted(java.util.Comparator.comparing(SqlShape.Join::toString))
                .filter(j -> !generated.joins().contains(j)).filter(j -> !knowledge.approves(j)).findFirst()
                .map(j -> new Attribution(Attribution.Owner.RELATIONSHIP, j.toString(), 0, null, "The golden joins "
                        + j + " and no approved relationship says so; the generated SQL does not make that join."));
    }

    private Optional<Attribution> columnProblem(SqlShape golden, SqlShape generated) {
        for (SqlShape.Filter filter : golden.filters()) {
            List<String> used = generated.valuesOf(filter.column());
            if (!generated.parsed() || used.isEmpty() || used.contains(filter.value())) {
                continue;
            }
            Optional<ColumnMetadata> described = knowledge.approvedColumn(filter.column());
            if (described.isEmpty()) {
                return Optional.of(undescribed(filter.column(), " (the model filtered it on '" + used.get(0)
                        + "', the golden on '" + filter.value() + "')"));
            }
            Optional<String> misleading = used.stream().filter(v -> names(described.get(), v)
                    && !names(described.get(), filter.value())).findFirst();
            if (misleading.isPresent()) {
                return Optional.of(new Attribution(Attribution.Owner.DESCRIPTION, filter.column().toString(), 0,
                        null, "The approved description of " + filter.column() + " names '" + misleading.get()
                        + "', not '" + filter.value() + "' the golden filters on; the model followed it."));
            }
        }
        return golden.columns().stream().sorted(java.util.Comparator.comparing(SqlShape.Column::toString))
                .filter(c -> !generated.parsed() || !generated.reads(c))
                .filter(c -> knowledge.approvedColumn(c).isEmpty()).findFirst()
                .map(c -> undescribed(c, generated.parsed() ? " and the generated SQL does not use it" : ""));
    }

    private static Attribution undescribed(SqlShape.Column column, String why) {
        return new Attribution(Attribution.Owner.DESCRIPTION, column.toString(), 0, null, "The golden uses "
                + column + ", which has no approved description" + why + ".");
    }

    /** The description or accepted values mention the value as a whole word. */
    private static boolean names(ColumnMetadata column, String value) {
        Pattern word = Pattern.compile("(?<![\\w])" + Pattern.quote(value.toLowerCase(Locale.ROOT)) + "(?![\\w])");
        boolean accepted = column.acceptedValues() != null && column.acceptedValues().stream()
                .anyMatch(v -> v != null && v.toString().equalsIgnoreCase(value));
        return accepted || word.matcher(column.description().toLowerCase(Locale.ROOT)).find();
    }
}
