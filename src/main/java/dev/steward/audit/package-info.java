/**
 * The gold audit (issue 23, ADR 33): deterministic probes over every verified example and template — an empty or
 * all-NULL golden result, a literal of the question the SQL leaves out, a filter value the data does not hold, a
 * stale, undescribed or missing column or table, duplicate questions with different SQL and results, a golden result
 * that changed since it was verified — each with a plain reason, and an audit state per golden (clean, warning,
 * disputed). A steward's confirmation is logged in the curation log and clears the dispute. No LLM.
 */
package dev.steward.audit;
