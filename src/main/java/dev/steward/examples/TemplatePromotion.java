package dev.steward.examples;

import dev.steward.error.StewardException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SqlExecutor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Promotion of a verified example to a template: finds its {@code {slot}} placeholders, turns a chosen literal of
 * its SQL into a slot (the caller gives the literal's character span), suggests each slot's spec, and validates
 * the template before it is saved: all slots declared, example values accepted, a test fill runs in the sandbox.
 */
public final class TemplatePromotion {
    static final String QUARTER_PATTERN = "^[0-9]{4}-Q[1-4]$";
    private static final Pattern SLOT_NAME = Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern COMPARED_COLUMN = Pattern.compile(
            "([\\w\"]+)\\s*(?:=|<>|!=|>=|<=|>|<|\\bLIKE\\b|\\bIN\\s*\\([^)]*?|\\bBETWEEN\\b|\\bAND\\b)\\s*$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern TYPED_LITERAL = Pattern.compile("\\b(DATE|TIMESTAMP)\\s+$", Pattern.CASE_INSENSITIVE);
    private static final QueryLimits TEST_LIMITS = new QueryLimits(10, Duration.ofSeconds(30));

    private final SqlExecutor executor;
    private final ColumnValues columnValues;

    public TemplatePromotion(SqlExecutor executor, ColumnValues columnValues) {
        this.executor = executor;
        this.columnValues = columnValues;
    }

    /** The slots already written in the SQL, sorted, each with a spec suggested from its name. */
    public Map<String, SlotSpec> detectedSlots(String sql) {
        Map<String, SlotSpec> slots = new LinkedHashMap<>();
        for (String name : TemplateSql.of(sql).slotNames()) {
            SlotType type = SlotValues.effectiveType(name, SlotSpec.plain(name.replace('_', ' ')));
            slots.put(name, new SlotSpec(name.replace('_', ' '), type, null,
                    type == SlotType.QUARTER ? QUARTER_PATTERN : null, null, false));
        }
        return slots;
    }

    /**
     * Turns the literal at {@code [start, end)} of {@code sql} into the slot {@code {slotName}}. A quoted literal
     * may be given with or without its quotes; a {@code DATE '...'} literal loses its keyword with it.
     *
     * @throws StewardException when the span is not a literal or the name is not a usable slot name
     */
    public SlotDraft slotFromLiteral(String sql, int start, int end, String slotName) {
        if (!SLOT_NAME.matcher(slotName).matches()) {
            throw new StewardException("'" + slotName + "' cannot be a slot name.",
                    "Use letters, digits and '_' only, e.g. quarter or start_date.");
        }
        TemplateSql parsed = TemplateSql.of(sql);
        if (parsed.slotNames().contains(slotName)) {
            throw new StewardException("The SQL already has a slot {" + slotName + "}.", "Choose another name.");
        }
        TemplateSql.Literal literal = parsed.literalAt(start, end).orElseThrow(() -> new StewardException(
                "Characters " + (start + 1) + "-" + end + " of the SQL ('" + excerpt(sql, start, end)
                        + "') are not one literal.", "Select a whole quoted value or a whole number."));
        int from = literal.start();
        Matcher typed = TYPED_LITERAL.matcher(sql.substring(0, from));
        if (literal.quoted() && typed.find()) {
            from = typed.start();
        }
        String column = comparedColumn(sql.substring(0, from));
        String newSql = sql.substring(0, from) + "{" + slotName + "}" + sql.substring(literal.end());
        return new SlotDraft(newSql, slotName, suggest(literal, column, sql), column);
    }

    /** Checks the template as it would be saved; nothing is written. */
    public TemplateValidation validate(String sql, Map<String, SlotSpec> params) {
        Example template = new Example("template", sql, true, true, params, null, null, null);
        List<String> problems = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        TemplateBinder.structuralProblem(template).ifPresent(problems::add);
        List<String> used = TemplateSql.of(sql).slotNames();
        params.keySet().stream().filter(name -> !used.contains(name))
                .forEach(name -> warnings.add("slot {" + name + "} is declared but the SQL does not use it"));
        if (used.isEmpty()) {
            warnings.add("the SQL has no slots; the template can only answer exactly its own question");
        }
        Map<String, Object> values = problems.isEmpty() ? testValues(used, params, problems) : Map.of();
        if (!problems.isEmpty()) {
            return new TemplateValidation(problems, warnings, null, -1);
        }
        BoundQuery test = TemplateBinder.bind(sql, values);
        try {
            int rows = executor.execute(test.sql(), test.params(), TEST_LIMITS).rowCount();
            if (rows == 0) {
                warnings.add("the test fill returned no rows; check that the example values occur in the data");
            }
            return new TemplateValidation(problems, warnings, test, rows);
        } catch (StewardException e) {
            problems.add("the test fill (" + test.runnableSql() + ") does not run: " + e.getMessage());
            return new TemplateValidation(problems, warnings, test, -1);
        }
    }

    /**
     * Validates, then saves the promotion through {@code curation} (only that row changes; logged).
     *
     * @throws StewardException listing the problems when the template is not valid; nothing is written then
     */
    public Example promote(ExampleCuration curation, ExampleRow row, String sql, Map<String, SlotSpec> params) {
        TemplateValidation validation = validate(sql, params);
        if (!validation.valid()) {
            throw new StewardException("The template is not valid: " + String.join("; ", validation.problems()) + ".",
                    "Fix the slots (declare each one, give an example value that occurs in the data) and try again.");
        }
        return curation.promote(row, sql, params);
    }

    private static Map<String, Object> testValues(List<String> used, Map<String, SlotSpec> params,
                                                  List<String> problems) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (String name : used) {
            SlotSpec spec = params.get(name);
            String example = spec.example() != null ? spec.example()
                    : spec.values().isEmpty() ? null : spec.values().get(0);
            if (example == null) {
                problems.add("slot {" + name + "} has no example value to test the template with");
                continue;
            }
            SlotCheck check = SlotValues.check(name, spec, example);
            if (check.ok()) {
                values.put(name, check.value());
            } else {
                problems.add("the example value of slot {" + name + "} is refused by its own checks: " + check.problem());
            }
        }
        return values;
    }

    private SlotSpec suggest(TemplateSql.Literal literal, String column, String sql) {
        String value = literal.value();
        String description = column == null ? "Value to filter on" : "Value of " + column;
        if (!literal.quoted()) {
            SlotType type = value.contains(".") ? SlotType.NUMBER : SlotType.INTEGER;
            return new SlotSpec(description, type, null, null, value, false);
        }
        if (SlotValues.quarter(value).filter(value::equals).isPresent()) {
            return new SlotSpec(description, SlotType.QUARTER, null, QUARTER_PATTERN, value, false);
        }
        if (SlotValues.check("value", new SlotSpec(null, SlotType.DATE, null, null, null, false), value).ok()) {
            return new SlotSpec(description, SlotType.DATE, null, null, value, false);
        }
        List<String> accepted = column == null ? List.of() : columnValues.acceptedValues(column, sql);
        if (accepted.stream().anyMatch(v -> SlotValues.enumKey(v).equals(SlotValues.enumKey(value)))) {
            return new SlotSpec(description, SlotType.ENUM, accepted, null, value, false);
        }
        return new SlotSpec(description, SlotType.TEXT, null, null, value, false);
    }

    /** The column a literal is compared with ({@code t.region = '...'} gives region), or null. */
    private static String comparedColumn(String before) {
        Matcher matcher = COMPARED_COLUMN.matcher(before);
        if (!matcher.find()) {
            return null;
        }
        String name = matcher.group(1).replace("\"", "");
        int dot = name.lastIndexOf('.');
        return dot < 0 ? name : name.substring(dot + 1);
    }

    private static String excerpt(String sql, int start, int end) {
        int from = Math.max(0, Math.min(start, sql.length()));
        return sql.substring(from, Math.max(from, Math.min(end, sql.length())));
    }
}
