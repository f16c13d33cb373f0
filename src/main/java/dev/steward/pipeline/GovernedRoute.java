package dev.steward.pipeline;

import java.util.Optional;

/**
 * A route after the audience filter and definition resolution (docs/definitions.md, "Route order"): the freshness
 * answers and the metric route (issue 20 part 3) plug in here, built in {@link PipelineAssembly}. Empty = not this
 * route's question; the question goes on down the route order.
 */
@FunctionalInterface
interface GovernedRoute {
    GovernedRoute NONE = (question, run, draft) -> Optional.empty();

    /** An answer; set {@code draft.evidence(...)} and {@code draft.route(...)} before building it. */
    Optional<PipelineAnswer> answer(GovernedQuestion question, AskRun run, AnswerDraft draft);
}
