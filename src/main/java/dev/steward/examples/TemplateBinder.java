package dev.steward.examples;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a template's SQL into a parameterised query: each {@code {slot}} and each whole literal {@code '{slot}'}
 * becomes {@code ?}. Only the text between placeholders is kept as written; values are never spliced in.
 */
public final class TemplateBinder {
    private TemplateBinder() {
    }

    /**
     * What keeps the template from being filled at all, independent of any question: a slot inside a longer
     * string literal or an identifier (no parameter can stand there), or a slot the SQL uses but params does not
     * declare. Empty when it can be filled.
     */
    public static Optional<String> structuralProblem(Example template) {
        TemplateSql sql = TemplateSql.of(template.sql());
        for (TemplateSql.Placeholder placeholder : sql.placeholders()) {
            if (placeholder.context() == TemplateSql.Context.EMBEDDED) {
                return Optional.of("the slot {" + placeholder.name() + "} at character " + (placeholder.start() + 1)
                        + " is part of a longer string literal or a quoted name; write it alone, as {"
                        + placeholder.name() + "} or '{" + placeholder.name() + "}', so its value can be bound "
                        + "as a parameter");
            }
        }
        Map<String, SlotSpec> params = template.params() == null ? Map.of() : template.params();
        List<String> undeclared = sql.slotNames().stream().filter(n -> !params.containsKey(n)).toList();
        if (!undeclared.isEmpty()) {
            return Optional.of("the SQL uses " + braces(undeclared) + " but params does not declare "
                    + (undeclared.size() == 1 ? "it" : "them") + "; add a description (and a type) for each slot");
        }
        return Optional.empty();
    }

    /**
     * The bound query for these values.
     *
     * @param values slot name to the value to bind; every slot of the SQL must have one
     * @throws IllegalArgumentException when a slot has no value or stands where a parameter cannot
     */
    public static BoundQuery bind(String templateSql, Map<String, ?> values) {
        TemplateSql sql = TemplateSql.of(templateSql);
        StringBuilder bound = new StringBuilder();
        List<Object> params = new ArrayList<>();
        int copied = 0;
        for (TemplateSql.Placeholder placeholder : sql.placeholders()) {
            if (placeholder.context() == TemplateSql.Context.COMMENT) {
                continue;
            }
            if (placeholder.context() == TemplateSql.Context.EMBEDDED) {
                throw new IllegalArgumentException("slot {" + placeholder.name() + "} cannot be bound where it stands");
            }
            if (!values.containsKey(placeholder.name())) {
                throw new IllegalArgumentException("slot {" + placeholder.name() + "} has no value");
            }
            bound.append(templateSql, copied, placeholder.start()).append('?');
            params.add(values.get(placeholder.name()));
            copied = placeholder.end();
        }
        bound.append(templateSql.substring(copied));
        return new BoundQuery(bound.toString(), params);
    }

    static String braces(List<String> names) {
        return String.join(", ", names.stream().map(n -> "{" + n + "}").toList());
    }
}
