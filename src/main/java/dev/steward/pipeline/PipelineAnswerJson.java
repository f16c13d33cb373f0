package dev.steward.pipeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.sql.ResultRenderer;
import java.util.List;

/**
 * A {@link PipelineAnswer} as one stable JSON object (snake_case keys, always present, null when not
 * applicable): {@code question, kind, sql, parameters, runnable_sql, slots, message, result, steps, tables, examples, template,
 * llm_calls, error, parts, route, evidence}
 * (route and evidence added by issue 20: which route answered, and the definition records cited as
 * {@code {evidence_id, object_id, version, kind, status}}). The result has {@link ResultRenderer#json}'s shape.
 */
public final class PipelineAnswerJson {
    private final ObjectMapper json = new ObjectMapper().setNodeFactory(JsonNodeFactory.withExactBigDecimals(true));
    private final ResultRenderer results = new ResultRenderer();

    /** One line of JSON, no trailing newline. */
    public String render(PipelineAnswer answer) {
        try {
            return json.writeValueAsString(tree(answer));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A JSON tree built in memory could not be written", e);
        }
    }

    ObjectNode tree(PipelineAnswer answer) throws JsonProcessingException {
        ObjectNode root = json.createObjectNode();
        root.put("question", answer.question());
        root.put("kind", answer.kind().name());
        root.put("sql", answer.sql());
        ArrayNode parameters = root.putArray("parameters");
        answer.parameters().forEach(p -> parameters.add(p == null ? null : json.valueToTree(scalar(p))));
        root.put("runnable_sql", answer.runnableSql());
        ObjectNode slots = root.putObject("slots");
        answer.slots().forEach((name, value) -> slots.set(name, value == null ? null : json.valueToTree(scalar(value))));
        root.put("message", answer.message());
        root.set("result", answer.result() == null ? null : json.readTree(results.json(answer.result())));
        ArrayNode steps = root.putArray("steps");
        answer.steps().forEach(s -> steps.addObject().put("step", s.kind().name()).put("detail", s.detail())
                .put("duration_ms", s.durationMillis()));
        scored(root.putArray("tables"), answer.tables());
        scored(root.putArray("examples"), answer.examples());
        root.set("template", answer.template() == null ? null : item(answer.template()));
        root.put("llm_calls", answer.llmCalls());
        root.set("error", answer.error() == null ? null : json.createObjectNode()
                .put("message", answer.error().getMessage()).put("hint", answer.error().hint().orElse(null)));
        ArrayNode parts = root.putArray("parts");
        for (PipelineAnswer part : answer.parts()) {
            parts.add(tree(part));
        }
        root.put("route", answer.route());
        ArrayNode evidence = root.putArray("evidence");
        answer.evidence().forEach(e -> evidence.addObject().put("evidence_id", e.evidenceId())
                .put("object_id", e.objectId()).put("version", e.version()).put("kind", e.kind())
                .put("status", e.status()));
        return root;
    }

    private void scored(ArrayNode array, List<ScoredItem> items) {
        items.forEach(i -> array.add(item(i)));
    }

    private ObjectNode item(ScoredItem item) {
        return json.createObjectNode().put("name", item.name()).put("id", item.id()).put("score", item.score())
                .put("cosine", item.cosine());
    }

    private static Object scalar(Object value) {
        return value instanceof Number || value instanceof Boolean || value instanceof String ? value
                : value.toString();
    }
}
