package dev.steward.examples;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** New synthetic.jsonl rows in openmedallion's key order, with Steward's additive {@code source} key. */
final class ExampleJson {
    private ExampleJson() {
    }

    /** An unverified, untemplated row: question, sql, verified, templated, params, then source when known. */
    static ObjectNode draft(Example example) {
        ObjectNode row = JsonNodeFactory.instance.objectNode();
        row.put("question", example.question());
        row.put("sql", example.sql());
        row.put("verified", false);
        row.put("templated", false);
        row.putNull("params");
        if (example.source() != null) {
            row.put("source", example.source().jsonName());
        }
        return row;
    }
}
