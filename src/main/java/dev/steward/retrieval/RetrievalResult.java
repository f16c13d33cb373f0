package dev.steward.retrieval;

import java.util.List;
import java.util.Optional;

/**
 * Everything retrieval found for one question. Lists are ranked best first.
 *
 * @param question          the question as asked
 * @param tables            every candidate table of the corpus the gate chose, forced tables first
 * @param chosen            the tables to put in the prompt: forced ones, then the best by score, up to top N
 * @param joinPartners      tables added because an approved relationship joins them to a chosen table
 * @param joinedVia         chosen tables that join expansion moved up, each as {@code "table via path"}
 * @param examples          verified, non-template examples (few-shot), top N
 * @param templates         templates by score
 * @param tableGate         the table confidence gate
 * @param templateGate      the template gate (fired when a template matches)
 * @param ambiguousTemplates the two best templates are both above the gate and within the gap: ask which
 * @param abstainReason     present when the project does not cover the question: do not generate SQL
 */
public record RetrievalResult(String question, List<RankedTable> tables, List<String> chosen,
                              List<String> joinPartners, List<String> joinedVia, List<RankedExample> examples,
                              List<RankedExample> templates,
                              GateDecision tableGate, GateDecision templateGate, boolean ambiguousTemplates,
                              Optional<String> abstainReason) {

    public RetrievalResult {
        tables = List.copyOf(tables);
        chosen = List.copyOf(chosen);
        joinPartners = List.copyOf(joinPartners);
        joinedVia = List.copyOf(joinedVia);
        examples = List.copyOf(examples);
        templates = List.copyOf(templates);
    }

    /** The template to route to: the best one when its gate fired and it is not ambiguous. */
    public Optional<RankedExample> matchedTemplate() {
        return templateGate.fired() && !ambiguousTemplates && abstainReason.isEmpty()
                ? templates.stream().findFirst() : Optional.empty();
    }
}
