package dev.steward.pipeline;

import dev.steward.definitions.DateSpan;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.Resolution;

/**
 * A question after the audience filter: what a {@link GovernedRoute} may use.
 *
 * @param question   the question (its audience and as-of date)
 * @param visible    the definitions the audience may see (never more)
 * @param at         the reporting dates ({@code --as-of}, else stated in the question), or null
 * @param resolution what definition resolution gave (never {@link Resolution.Denied}: denied questions stop first)
 */
record GovernedQuestion(Question question, DefinitionSet visible, DateSpan at, Resolution resolution) {
}
