package dev.steward.pipeline;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.GovernedMeasure;

/**
 * The generation prompt's section for a question resolved to an approved version with a governed measure: which
 * version (id, version, evidence id, validity), its table, its expression, dimensions and time column, and that the
 * expression must be used unchanged (the gate checks it: {@link SqlRequirement#governed}).
 */
final class GovernedPrompt {
    private GovernedPrompt() {
    }

    /** The section, starting with a blank line; "" when the version has no governed measure. */
    static String section(Definition definition, DefinitionVersion version) {
        GovernedMeasure measure = version.measure();
        if (measure == null) {
            return "";
        }
        return "\nGoverned definition (approved; answer with it):\n"
                + definition.id() + " " + version.version() + " (evidence " + version.evidenceId() + ", valid "
                + version.validity() + ") on table " + measure.table() + ":\n"
                + "  measure: " + measure.expression() + "\n"
                + (measure.dimensions().isEmpty() ? "" : "  may be grouped by: " + String.join(", ",
                measure.dimensions()) + "\n")
                + (measure.timeColumn() == null ? "" : "  time column: " + measure.timeColumn() + "\n")
                + "Compute the measure with exactly this expression over " + measure.table() + " (you may name it "
                + "with AS or wrap it, not change it); put any other filter in WHERE, not inside the expression.\n";
    }
}
