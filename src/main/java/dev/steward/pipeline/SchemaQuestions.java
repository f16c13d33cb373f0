package dev.steward.pipeline;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSchema;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.TableMetadata;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Questions about the schema itself ("what tables are there?", "what columns does orders have?"), recognised by
 * openmedallion's six patterns and answered from the catalog and the approved descriptions, without the LLM and
 * without SQL. Unlike openmedallion, a question that talks about trading or a period ("what tables did we sell
 * last month?" in a furniture shop) is a data question, not a schema question.
 */
final class SchemaQuestions {
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final String NOT_REVIEWED = "(not reviewed yet: only approved descriptions are shown)";
    private static final List<Pattern> META = List.of(
            Pattern.compile("\\b(what|which|list)\\b.*\\btables?\\b", FLAGS),
            Pattern.compile("\\btables?\\b.*\\b(exist|available|is there|are there|do (you|we) have)\\b", FLAGS),
            Pattern.compile("\\b(what|which|list)\\b.*\\bcolumns?\\b", FLAGS),
            Pattern.compile("\\bcolumns?\\b.*\\b(exist|available|does .* have|are there)\\b", FLAGS),
            Pattern.compile("\\bdescribe\\b.*\\b(table|schema|database)\\b", FLAGS),
            Pattern.compile("\\b(database|table) schema\\b", FLAGS));
    private static final Pattern DATA_TALK = Pattern.compile("\\b(sold|sell|sells|selling|bought|buy|buys|"
            + "purchased|ordered)\\b|\\b(last|this|next|per|each) (day|week|month|quarter|year)\\b", FLAGS);
    private static final Pattern ABOUT_COLUMNS = Pattern.compile("\\b(columns?|describe|schema)\\b", FLAGS);

    private final SchemaContext context;

    SchemaQuestions(SchemaContext context) {
        this.context = context;
    }

    /** openmedallion's meta-question test, minus data questions that happen to say "tables"; blank is never. */
    static boolean isSchemaQuestion(String question) {
        return !question.isBlank() && META.stream().anyMatch(p -> p.matcher(question).find())
                && !DATA_TALK.matcher(question).find();
    }

    /** The answer when {@code question} is a schema question. */
    Optional<SchemaAnswer> answer(String question) {
        if (!isSchemaQuestion(question)) {
            return Optional.empty();
        }
        List<TableSchema> named = context.schemas().stream().filter(s -> names(question, s)).toList();
        if (!named.isEmpty() && ABOUT_COLUMNS.matcher(question).find()) {
            return Optional.of(columns(named));
        }
        if (question.toLowerCase(java.util.Locale.ROOT).contains("schema")) {
            return Optional.of(columns(context.schemas()));
        }
        return Optional.of(tables());
    }

    /** The text and the rows of a schema answer. */
    record SchemaAnswer(String text, QueryResult rows) {
    }

    private boolean names(String question, TableSchema schema) {
        List<String> names = new ArrayList<>(List.of(schema.table().name(), schema.table().queryName()));
        context.approved(schema).map(TableMetadata::synonyms).ifPresent(s -> names.addAll(s));
        return names.stream().anyMatch(n -> Pattern.compile("(?<![\\w.])" + Pattern.quote(n) + "(?![\\w])", FLAGS)
                .matcher(question).find());
    }

    private SchemaAnswer tables() {
        List<List<Object>> rows = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (TableSchema schema : context.schemas()) {
            String description = context.approved(schema).map(TableMetadata::description).orElse(null);
            rows.add(java.util.Arrays.asList(schema.table().queryName(), schema.table().layer().yamlName(),
                    (long) schema.columns().size(), shown(context.approved(schema), description)));
            parts.add(schema.table().queryName() + (description == null ? "" : " (" + description.strip() + ")"));
        }
        String text = "The project has " + rows.size() + " tables: " + String.join("; ", parts) + ".";
        return new SchemaAnswer(text, result(List.of(column("table", "VARCHAR"), column("layer", "VARCHAR"),
                column("columns", "BIGINT"), column("description", "VARCHAR")), rows));
    }

    /** Only approved text answers; a missing one says why instead of showing as SQL NULL. */
    private static String shown(Optional<TableMetadata> approved, String description) {
        if (approved.isEmpty()) {
            return NOT_REVIEWED;
        }
        return description == null ? "" : description.strip();
    }

    private SchemaAnswer columns(List<TableSchema> schemas) {
        List<List<Object>> rows = new ArrayList<>();
        List<String> sentences = new ArrayList<>();
        for (TableSchema schema : schemas) {
            Optional<TableMetadata> approved = context.approved(schema);
            for (ColumnSchema c : schema.columns()) {
                String description = approved.map(t -> t.columns().get(c.name())).map(ColumnMetadata::description)
                        .orElse(null);
                rows.add(java.util.Arrays.asList(schema.table().queryName(), c.name(), c.type(),
                        shown(approved, description)));
            }
            sentences.add(schema.table().queryName() + " has " + schema.columns().size() + " columns: "
                    + schema.columns().stream().map(c -> c.name() + " (" + c.type() + ")")
                    .collect(Collectors.joining(", ")) + ".");
        }
        return new SchemaAnswer(String.join("\n", sentences), result(List.of(column("table", "VARCHAR"),
                column("column", "VARCHAR"), column("type", "VARCHAR"), column("description", "VARCHAR")), rows));
    }

    private static ResultColumn column(String name, String type) {
        return new ResultColumn(name, type);
    }

    private static QueryResult result(List<ResultColumn> columns, List<List<Object>> rows) {
        return new QueryResult(columns, rows, false, 0);
    }
}
