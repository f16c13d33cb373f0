package dev.steward.definitions;

import java.util.ArrayList;
import java.util.List;

/**
 * A resolved definition as the answer text: which version, its text, tables, grain and measure, the records that
 * support it (model, lineage), its provenance, and the evidence asked about beside it. No SQL, no LLM.
 */
public final class DefinitionAnswerText {

    public String render(Resolution.Resolved r) {
        DefinitionVersion v = r.version();
        List<String> lines = new ArrayList<>();
        lines.add(r.definition().title() + " (" + r.definition().id() + "), " + v.version() + ", "
                + v.status().yamlName() + ", " + v.validity() + (r.at() == null ? "" : "; for " + r.at()) + ":");
        lines.add(v.text());
        if (!v.tables().isEmpty()) {
            lines.add("Tables: " + String.join(", ", v.tables()));
        }
        if (v.grain() != null) {
            lines.add("Grain: " + v.grain());
        }
        if (v.measure() != null) {
            lines.add("Measure: " + v.measure().expression() + " on " + v.measure().table());
        }
        for (DefinitionRecord s : r.supporting()) {
            lines.add(support(s));
        }
        if (v.authorityClass() != null || v.sourceSystem() != null) {
            lines.add("Authority: " + (v.authorityClass() == null ? "-" : v.authorityClass())
                    + (v.sourceSystem() == null ? "" : " (" + v.sourceSystem()
                    + (v.sourceRevision() == null ? "" : " " + v.sourceRevision()) + ")"));
        }
        for (DefinitionRecord c : r.conflicts()) {
            lines.add("Asked about, not governed: " + c.version().evidenceId() + " (" + c.version().kind().exchangeName()
                    + ", " + c.version().status().yamlName() + ", " + c.version().version() + "): \""
                    + c.version().text() + "\" - the governed " + v.version() + " above answers instead.");
        }
        return String.join("\n", lines);
    }

    private static String support(DefinitionRecord s) {
        DefinitionVersion v = s.version();
        String what = v.kind() == DefinitionKind.LINEAGE ? "Lineage" : "Model";
        StringBuilder line = new StringBuilder(what + " " + s.objectId() + " " + v.version() + ": " + v.text());
        if (v.grain() != null) {
            line.append(" Grain: ").append(v.grain()).append('.');
        }
        if (!v.upstream().isEmpty()) {
            line.append(" Sources: ").append(String.join(", ", v.upstream())).append('.');
        }
        return line.toString();
    }
}
