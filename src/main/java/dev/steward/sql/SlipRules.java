package dev.steward.sql;

import static dev.steward.sql.TreeEdits.arguments;
import static dev.steward.sql.TreeEdits.fill;
import static dev.steward.sql.TreeEdits.functionName;
import static dev.steward.sql.TreeEdits.stringConstant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dialect slips a rule can mend without knowing the schema, each a rewrite of one expression of DuckDB's parse
 * tree into DuckDB's own spelling (the replacement is parsed by DuckDB from a template and filled with the original
 * arguments): SQLite's {@code IIF}, {@code STRFTIME(format, value, modifiers)}, {@code DATE}/{@code DATETIME}/
 * {@code JULIANDAY} with {@code 'now'} and modifiers; Postgres {@code TO_CHAR}/{@code TO_DATE}/{@code TO_TIMESTAMP};
 * MySQL {@code DATE_FORMAT}/{@code STR_TO_DATE}/{@code CURDATE}/{@code DATEDIFF}. Anything a rule cannot translate
 * exactly is left for the model.
 */
final class SlipRules {
    /** What the token-level pass renames SQLite's {@code DATE(x, modifier)} to, so DuckDB can parse it. */
    static final String SQLITE_DATE = "steward_sqlite_date";
    /** What the token-level pass renames a zero-length {@code ""} to. */
    static final String EMPTY_TEXT = "steward_empty_text";
    private static final Pattern SHIFT = Pattern.compile(
            "([+-]?)\\s*(\\d{1,6})\\s+(day|month|year|hour|minute|second)s?", Pattern.CASE_INSENSITIVE);
    private static final Pattern START_OF = Pattern.compile("start of (day|month|year)", Pattern.CASE_INSENSITIVE);
    private final Function<String, ObjectNode> template;
    private final boolean strftimeRefused;
    private final java.util.Set<String> quotedText;

    /**
     * @param template parses a rewrite template ({@code steward_arg_N} for the arguments) with DuckDB's parser
     * @param refusal  the gate's message for the statement, lower case; SQLite's argument order of strftime is
     *                 rewritten for a non-literal value only when DuckDB refused strftime of a VARCHAR (it takes
     *                 {@code strftime(format, date)} of a typed date as it is)
     * @param quotedText the names the model wrote in double quotes that name no column of the project: read as the
     *                   text of a format argument ({@code DATE_FORMAT(d, "%Y")}, MySQL's habit), where DuckDB's
     *                   missing-function error comes before the binder could report the name missing
     */
    SlipRules(Function<String, ObjectNode> template, String refusal, java.util.Set<String> quotedText) {
        this.template = template;
        this.strftimeRefused = refusal.contains("strftime(varchar");
        this.quotedText = quotedText;
    }

    /** A format argument's text: a string constant, or a double-quoted name that names no column. */
    private Optional<String> formatText(JsonNode node) {
        String name = TreeEdits.columnName(node);
        return !name.isEmpty() && quotedText.contains(name) ? Optional.of(name) : stringConstant(node);
    }

    Optional<ObjectNode> rewrite(ObjectNode node) {
        if ("CAST".equals(node.path("class").asText())) {
            return nowCast(node);
        }
        if (EMPTY_TEXT.equals(TreeEdits.columnName(node))) {
            return Optional.of(TreeEdits.string(template.apply("''"), ""));
        }
        List<JsonNode> args = arguments(node);
        return switch (functionName(node)) {
            case "iif" -> args.size() != 3 ? Optional.empty()
                    : Optional.of(fill(template.apply("CASE WHEN " + arg(0) + " THEN " + arg(1) + " ELSE " + arg(2)
                    + " END"), args));
            case "strftime" -> sqliteStrftime(args);
            case SQLITE_DATE -> timestamp(args).map(ts -> call("CAST(" + arg(0) + " AS DATE)", ts));
            case "datetime" -> timestamp(args);
            case "julianday" -> timestamp(args).map(ts -> call("julian(" + arg(0) + ")", ts));
            case "to_char" -> formatted(args, DateFormats::fromPostgres);
            case "date_format" -> formatted(args, DateFormats::fromMysql);
            case "to_date" -> parsed(args, DateFormats::fromPostgres, "CAST(strptime(%s, %s) AS DATE)");
            case "to_timestamp" -> args.size() == 2 ? parsed(args, DateFormats::fromPostgres, "strptime(%s, %s)")
                    : Optional.empty();
            case "str_to_date" -> parsed(args, DateFormats::fromMysql, "strptime(%s, %s)");
            case "curdate" -> args.isEmpty() ? Optional.of(template.apply("current_date")) : Optional.empty();
            case "datediff" -> args.size() != 2 ? Optional.empty() : Optional.of(fill(template.apply(
                    "date_diff('day', CAST(" + arg(1) + " AS DATE), CAST(" + arg(0) + " AS DATE))"), args));
            default -> Optional.empty();
        };
    }

    /** {@code CAST('now' AS DATE)} is what DuckDB makes of SQLite's {@code DATE('now')}; it fails when it runs. */
    private Optional<ObjectNode> nowCast(ObjectNode cast) {
        if (!isNow(cast.path("child"))) {
            return Optional.empty();
        }
        String type = TreeEdits.upper(cast.path("type_expr").path("type_name").asText(
                cast.path("cast_type").path("id").asText("")));
        return switch (type) {
            case "DATE" -> Optional.of(template.apply("current_date"));
            case "TIMESTAMP", "DATETIME" -> Optional.of(template.apply("CAST(now() AS TIMESTAMP)"));
            default -> Optional.empty();
        };
    }

    /** SQLite's {@code strftime(format, value, modifiers...)} → DuckDB's {@code strftime(value, format)}. */
    private Optional<ObjectNode> sqliteStrftime(List<JsonNode> args) {
        Optional<String> format = args.isEmpty() ? Optional.empty() : stringConstant(args.get(0));
        if (args.size() < 2 || format.isEmpty() || !format.get().contains("%")
                || stringConstant(args.get(1)).filter(s -> s.contains("%")).isPresent()
                || !DateFormats.sqliteFormatMeansTheSame(format.get())) {
            return Optional.empty(); // already DuckDB's order, or a format DuckDB reads differently
        }
        boolean literalValue = stringConstant(args.get(1)).isPresent();
        if (args.size() == 2 && !literalValue && !strftimeRefused) {
            return Optional.empty(); // DuckDB accepts strftime(format, typed value) as it is
        }
        return timestamp(args.subList(1, args.size()))
                .map(ts -> fill(template.apply("strftime(" + arg(0) + ", " + arg(1) + ")"), List.of(ts,
                        args.get(0))));
    }

    /** {@code value, modifier...} as a DuckDB TIMESTAMP expression; {@code 'now'} is the current time. */
    private Optional<ObjectNode> timestamp(List<JsonNode> args) {
        if (args.isEmpty()) {
            return Optional.empty();
        }
        ObjectNode ts = isNow(args.get(0)) ? template.apply("CAST(now() AS TIMESTAMP)")
                : call("CAST(" + arg(0) + " AS TIMESTAMP)", args.get(0));
        for (JsonNode modifier : args.subList(1, args.size())) {
            Optional<String> text = stringConstant(modifier).map(String::strip);
            Optional<String> shifted = text.flatMap(SlipRules::modifierTemplate);
            if (shifted.isEmpty()) {
                return Optional.empty(); // 'localtime', 'weekday 0', a column: no exact DuckDB spelling here
            }
            ts = call(shifted.get(), ts);
        }
        return Optional.of(ts);
    }

    private static Optional<String> modifierTemplate(String modifier) {
        Matcher shift = SHIFT.matcher(modifier);
        if (shift.matches()) {
            String sign = "-".equals(shift.group(1)) ? " - " : " + ";
            return Optional.of(arg(0) + sign + "INTERVAL " + Long.parseLong(shift.group(2)) + " "
                    + shift.group(3).toUpperCase(Locale.ROOT));
        }
        Matcher start = START_OF.matcher(modifier);
        if (start.matches()) {
            return Optional.of("date_trunc('" + start.group(1).toLowerCase(Locale.ROOT) + "', " + arg(0) + ")");
        }
        return Optional.empty();
    }

    /** {@code to_char(value, template)} / {@code date_format(value, format)} → {@code strftime(value, format)}. */
    private Optional<ObjectNode> formatted(List<JsonNode> args, Function<String, Optional<String>> translate) {
        if (args.size() != 2) {
            return Optional.empty();
        }
        Optional<String> format = formatText(args.get(1)).flatMap(translate);
        if (format.isEmpty()) {
            return Optional.empty();
        }
        JsonNode value = stringConstant(args.get(0)).isPresent() ? timestamp(List.of(args.get(0))).orElseThrow()
                : args.get(0);
        return Optional.of(fill(template.apply("strftime(" + arg(0) + ", " + arg(1) + ")"), List.of(value,
                TreeEdits.string(template.apply("''"), format.get()))));
    }

    /** {@code to_date(text, template)} and the like → {@code strptime(text, format)}. */
    private Optional<ObjectNode> parsed(List<JsonNode> args, Function<String, Optional<String>> translate,
                                        String shape) {
        if (args.size() != 2) {
            return Optional.empty();
        }
        return formatText(args.get(1)).flatMap(translate).map(format -> fill(template.apply(
                String.format(Locale.ROOT, shape, arg(0), arg(1))), List.of(args.get(0),
                TreeEdits.string(template.apply("''"), format))));
    }

    private ObjectNode call(String shape, JsonNode argument) {
        return fill(template.apply(shape), List.of(argument));
    }

    private static boolean isNow(JsonNode node) {
        return stringConstant(node).filter(s -> s.strip().equalsIgnoreCase("now")).isPresent();
    }

    private static String arg(int n) {
        return TreeEdits.ARG + n;
    }
}
