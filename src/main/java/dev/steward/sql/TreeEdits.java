package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Small edits on DuckDB's expression trees (the {@code json_serialize_sql} form): reading function calls and
 * constants, filling a rewrite template parsed by DuckDB itself ({@code steward_arg_0}, {@code steward_arg_1}, ...
 * stand for the original arguments), and replacing expressions anywhere in a statement.
 */
final class TreeEdits {
    static final String ARG = "steward_arg_";

    private TreeEdits() {
    }

    /** The lower-case name of an unqualified function call, or "" for anything else. */
    static String functionName(JsonNode node) {
        if (!"FUNCTION".equals(node.path("class").asText()) || !node.path("schema").asText("").isEmpty()
                || !node.path("catalog").asText("").isEmpty()) {
            return "";
        }
        return AllowedRelations.lower(node.path("function_name").asText(""));
    }

    /** A function call's argument expressions, in order. */
    static List<JsonNode> arguments(JsonNode function) {
        List<JsonNode> args = new ArrayList<>();
        for (JsonNode argument : function.path("arguments")) {
            args.add(argument.has("expression") ? argument.get("expression") : argument);
        }
        return args;
    }

    /** The text of a string constant, if the node is one. */
    static Optional<String> stringConstant(JsonNode node) {
        if ("CONSTANT".equals(node.path("class").asText()) && "STRING".equals(node.path("literal").path("kind")
                .asText())) {
            return Optional.of(node.path("literal").path("text").asText());
        }
        return Optional.empty();
    }

    /** A single-part column reference's name, or "" for anything else. */
    static String columnName(JsonNode node) {
        JsonNode names = node.path("column_names");
        return "COLUMN_REF".equals(node.path("class").asText()) && names.size() == 1 ? names.get(0).asText() : "";
    }

    /** A string constant with {@code text}, made from the constant node of {@code template} ({@code 'x'}). */
    static ObjectNode string(ObjectNode template, String text) {
        ObjectNode constant = template.deepCopy();
        ((ObjectNode) constant.path("literal")).put("text", text);
        return constant;
    }

    /** The template with each {@code steward_arg_N} column replaced by a copy of {@code args.get(N)}. */
    static ObjectNode fill(ObjectNode template, List<JsonNode> args) {
        ObjectNode filled = template.deepCopy();
        replaceAll(filled, (node, parent) -> {
            String name = columnName(node);
            if (name.startsWith(ARG)) {
                return Optional.of(args.get(Integer.parseInt(name.substring(ARG.length()))).deepCopy());
            }
            return Optional.empty();
        });
        return filled;
    }

    /** The replacement keeps the replaced expression's alias ({@code iif(...) AS size} stays named size). */
    static ObjectNode keepingAlias(ObjectNode replacement, JsonNode original) {
        replacement.put("alias", original.path("alias").asText(""));
        return replacement;
    }

    /**
     * Replaces, anywhere below {@code root}, each node for which {@code rewrite} (node, parent) gives a
     * replacement; the replacement itself is not visited again, its children are. Returns how many were replaced.
     */
    static int replaceAll(JsonNode root, BiFunction<ObjectNode, JsonNode, Optional<? extends JsonNode>> rewrite) {
        int replaced = 0;
        if (root.isArray()) {
            ArrayNode array = (ArrayNode) root;
            for (int i = 0; i < array.size(); i++) {
                int index = i;
                replaced += replaceChild(array.get(i), root, rewrite, node -> array.set(index, node));
            }
        } else if (root.isObject()) {
            ObjectNode object = (ObjectNode) root;
            List<String> keys = new ArrayList<>();
            object.fieldNames().forEachRemaining(keys::add);
            for (String key : keys) {
                replaced += replaceChild(object.get(key), root, rewrite, node -> object.set(key, node));
            }
        }
        return replaced;
    }

    private static int replaceChild(JsonNode child, JsonNode parent,
                                    BiFunction<ObjectNode, JsonNode, Optional<? extends JsonNode>> rewrite,
                                    java.util.function.Consumer<JsonNode> set) {
        if (child.isObject()) {
            Optional<? extends JsonNode> replacement = rewrite.apply((ObjectNode) child, parent);
            if (replacement.isPresent()) {
                set.accept(replacement.get());
                return 1 + replaceAll(replacement.get(), rewrite);
            }
        }
        return replaceAll(child, rewrite);
    }

    /** Every object below {@code root} (depth first), with its parent. */
    static void visit(JsonNode root, BiFunction<JsonNode, JsonNode, Boolean> visitor) {
        Iterator<Map.Entry<String, JsonNode>> fields = root.isObject() ? root.fields() : null;
        List<JsonNode> children = new ArrayList<>();
        if (fields != null) {
            fields.forEachRemaining(f -> children.add(f.getValue()));
        } else if (root.isArray()) {
            root.forEach(children::add);
        }
        for (JsonNode child : children) {
            if (child.isObject() && !visitor.apply(child, root)) {
                continue;
            }
            visit(child, visitor);
        }
    }

    static String upper(String text) {
        return text.toUpperCase(Locale.ROOT);
    }
}
