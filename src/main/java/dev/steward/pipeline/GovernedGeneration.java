package dev.steward.pipeline;

import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.Evidence;
import dev.steward.definitions.Resolution;
import dev.steward.sql.GovernedExpressionCheck;
import java.util.List;

/**
 * What generation must respect when the question resolves to an approved version with a governed measure (issue
 * 20): the prompt section naming the version and its expression, the gate's check that the SQL keeps the expression
 * unchanged, and the records the answer cites. Resolution is deterministic and cheap, so it is asked again here
 * rather than carried through the route order.
 */
final class GovernedGeneration {
    private final DefinitionSet all;
    private final GovernedExpressionCheck check;
    private final DefinitionResolver resolver = new DefinitionResolver();

    /** What one question's generation gets; {@link #NONE} when no governed measure applies. */
    record Governing(String promptSection, SqlRequirement requirement, List<Evidence> evidence) {
        static final Governing NONE = new Governing("", SqlRequirement.NONE, List.of());
    }

    GovernedGeneration(DefinitionSet all, GovernedExpressionCheck check) {
        this.all = all;
        this.check = check;
    }

    static GovernedGeneration none() {
        return new GovernedGeneration(DefinitionSet.empty(), null);
    }

    Governing forQuestion(Question question) {
        if (all.isEmpty()) {
            return Governing.NONE;
        }
        Resolution resolution = resolver.resolve(all, question.audience(), question.text(), question.asOf());
        if (!(resolution instanceof Resolution.Resolved resolved)) {
            return Governing.NONE;
        }
        return MetricRoute.governed(resolution).map(expression -> new Governing(
                GovernedPrompt.section(resolved.definition(), resolved.version()),
                SqlRequirement.governed(check, expression), resolved.evidence()))
                .orElse(new Governing("", SqlRequirement.NONE, resolved.evidence()));
    }
}
