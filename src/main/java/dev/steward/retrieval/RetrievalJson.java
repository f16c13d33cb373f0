package dev.steward.retrieval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The stable one-line JSON of PRODUCT.md §7: {@code question, tables, examples, templates, gate}, followed by
 * Steward's additions ({@code chosen, join_partners, template_gate, ambiguous_templates, abstain}). Keys keep
 * this order and scores are rounded to 4 decimals, so the same input gives byte-identical output.
 */
public final class RetrievalJson {
    private final ObjectMapper mapper = new ObjectMapper();

    public String render(RetrievalResult result) {
        ObjectNode root = mapper.createObjectNode();
        root.put("question", result.question());
        ArrayNode tables = root.putArray("tables");
        result.tables().forEach(t -> table(tables.addObject(), t));
        ArrayNode examples = root.putArray("examples");
        result.examples().forEach(e -> example(examples.addObject(), e));
        ArrayNode templates = root.putArray("templates");
        result.templates().forEach(e -> example(templates.addObject(), e));
        gate(root.putObject("gate"), result.tableGate());
        strings(root.putArray("chosen"), result.chosen());
        strings(root.putArray("join_partners"), result.joinPartners());
        strings(root.putArray("joined_via"), result.joinedVia());
        gate(root.putObject("template_gate"), result.templateGate());
        root.put("ambiguous_templates", result.ambiguousTemplates());
        root.put("abstain", result.abstainReason().orElse(null));
        try {
            return mapper.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always serialises", e);
        }
    }

    private static void table(ObjectNode node, RankedTable table) {
        node.put("name", table.name());
        node.put("layer", table.layer().yamlName());
        node.put("score", rounded(table.score()));
        node.put("cosine", rounded(table.cosine()));
        node.put("bm25", rounded(table.bm25()));
        strings(node.putArray("reasons"), table.reasons());
    }

    private static void example(ObjectNode node, RankedExample example) {
        node.put("question", example.example().question());
        node.put("sql", example.example().sql());
        node.put("score", rounded(example.score()));
        node.put("cosine", rounded(example.cosine()));
        node.put("bm25", rounded(example.bm25()));
    }

    private static void gate(ObjectNode node, GateDecision gate) {
        node.put("kind", gate.kind());
        node.put("confidence", rounded(gate.confidence()));
        node.put("threshold", gate.threshold());
        node.put("fired", gate.fired());
    }

    private static void strings(ArrayNode node, List<String> values) {
        values.forEach(node::add);
    }

    private static double rounded(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
