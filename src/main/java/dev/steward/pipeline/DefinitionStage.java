package dev.steward.pipeline;

import dev.steward.definitions.ConceptCandidates;
import dev.steward.definitions.DateSpan;
import dev.steward.definitions.DefinitionAnswerText;
import dev.steward.definitions.DefinitionKind;
import dev.steward.definitions.DefinitionQuestions;
import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.Resolution;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The governed part of the route order, after schema questions and before verified examples: the audience filter
 * (DENIED), freshness answers, definition resolution (CLARIFICATION, DECLINED, DEFINITION), then the metric route.
 * No LLM. Anything it does not answer goes on down the route order.
 */
final class DefinitionStage {
    static final String DENIAL = "I can't answer that: it asks for something outside what your role may see, or "
            + "asks me to set my rules aside.";
    private static final Pattern FRESHNESS = Pattern.compile(
            "\\b(fresh|freshness|stale|up to date|up-to-date|last loaded|latest load|sla|how old|loaded)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DEFINITION = Pattern.compile("\\b(what is|what's|whats|what are|what does|define|"
            + "definition|defined|meaning|mean|means|explain|describe|grain|lineage|model|source|sources|upstream|"
            + "formula|calculated|computed|include|includes|exclude|excludes|version|says?|wiki|memo|note)\\b",
            Pattern.CASE_INSENSITIVE);
    private final DefinitionSet all;
    private final DefinitionResolver resolver = new DefinitionResolver();
    private final DefinitionAnswerText texts = new DefinitionAnswerText();
    private final GovernedRoute freshness;
    private final GovernedRoute metric;
    private final ConceptCandidates candidates;

    DefinitionStage(DefinitionSet all, GovernedRoute freshness, GovernedRoute metric) {
        this(all, freshness, metric, ConceptCandidates.NONE);
    }

    /** @param candidates resolution step 2's hybrid candidates over {@code all} (the retriever's) */
    DefinitionStage(DefinitionSet all, GovernedRoute freshness, GovernedRoute metric, ConceptCandidates candidates) {
        this.all = all;
        this.candidates = candidates;
        this.freshness = freshness;
        this.metric = metric;
    }

    static DefinitionStage none() {
        return new DefinitionStage(DefinitionSet.empty(), GovernedRoute.NONE, GovernedRoute.NONE);
    }

    Optional<PipelineAnswer> answer(Question question, AskRun run, AnswerDraft draft) {
        long started = run.begin();
        Resolution resolution = resolver.resolve(all, question.audience(), question.text(), question.asOf(),
                candidates);
        if (resolution instanceof Resolution.Denied) {
            run.step(StepKind.DENIED, "the question asks for what this audience may not see, or to set the rules "
                    + "aside; nothing was looked up for it", started);
            return Optional.of(draft.route("denied").denied(DENIAL));
        }
        DateSpan at = DefinitionResolver.dates(question.text(), question.asOf()).orElse(null);
        GovernedQuestion governed = new GovernedQuestion(question, all.visibleTo(question.audience()), at, resolution);
        if (FRESHNESS.matcher(question.text()).find()) {
            Optional<PipelineAnswer> fresh = freshness.answer(governed, run, draft);
            if (fresh.isPresent()) {
                return fresh;
            }
        }
        if (!(resolution instanceof Resolution.NoMatch)) {
            run.step(StepKind.DEFINITION, resolution.label() + (at == null ? "" : " for " + at), started);
        }
        draft.evidence(resolution.evidence());
        if (resolution instanceof Resolution.Clarify c) {
            return Optional.of(draft.route("definition").clarification(c.message()));
        }
        if (resolution instanceof Resolution.Abstain a) {
            return Optional.of(draft.route("definition").declined(a.reason()));
        }
        if (resolution instanceof Resolution.NeedsReview n) {
            return Optional.of(draft.route("definition").declined(n.reason()));
        }
        if (resolution instanceof Resolution.Resolved r) {
            return resolved(governed, r, run, draft);
        }
        return Optional.empty();
    }

    private Optional<PipelineAnswer> resolved(GovernedQuestion governed, Resolution.Resolved r, AskRun run,
                                              AnswerDraft draft) {
        if (r.version().kind() == DefinitionKind.NOT_TRACKED) {
            return Optional.of(draft.route("definition").declined("This project does not track "
                    + r.definition().title() + ": " + r.version().text()));
        }
        String text = governed.question().text();
        if (DEFINITION.matcher(text).find() || DefinitionQuestions.asksWhatItIs(text)) {
            return Optional.of(draft.route("definition").definition(texts.render(r)));
        }
        Optional<PipelineAnswer> measured = metric.answer(governed, run, draft);
        if (measured.isEmpty()) {
            draft.evidence(java.util.List.of()); // the answer that follows does not rest on it
        }
        return measured;
    }
}
