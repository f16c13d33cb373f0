package dev.steward.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The audit as JSON ({@code steward examples audit --json}): counts, then each golden with its findings. */
public final class AuditJson {
    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String render(AuditReport report) {
        ObjectNode root = json.createObjectNode();
        root.put("goldens", report.goldens().size());
        root.put("clean", report.count(AuditState.CLEAN));
        root.put("warning", report.count(AuditState.WARNING));
        root.put("disputed", report.count(AuditState.DISPUTED));
        root.put("open_findings", report.openFindings());
        ArrayNode results = root.putArray("results");
        report.goldens().forEach(g -> results.add(golden(g, report.fingerprints().get(g.exampleId()))));
        ArrayNode problems = root.putArray("problems");
        report.problems().forEach(problems::add);
        try {
            return json.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the audit could not be written as JSON", e);
        }
    }

    private ObjectNode golden(GoldenAudit golden, String fingerprint) {
        ObjectNode node = json.createObjectNode();
        node.put("id", golden.exampleId());
        node.put("kind", golden.template() ? "template" : "example");
        node.put("question", golden.question());
        node.put("state", golden.state().wireName());
        node.put("result_fingerprint", fingerprint);
        ArrayNode findings = node.putArray("findings");
        for (Finding finding : golden.findings()) {
            ObjectNode f = findings.addObject();
            f.put("probe", finding.probe().wireName());
            f.put("severity", finding.severity().wireName());
            f.put("reason", finding.reason());
            f.put("confirmed", !golden.open().contains(finding));
        }
        golden.confirmation().ifPresent(c -> {
            ObjectNode confirmed = node.putObject("confirmed");
            confirmed.put("by", c.user());
            confirmed.put("at", c.at());
            confirmed.put("note", c.note());
        });
        return node;
    }
}
