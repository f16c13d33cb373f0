/**
 * Readiness (issue 23): the figures a steward and a lead want at a glance — tables approved/draft/stale, columns
 * described, relationships approved and data-verified, tables no verified example reads, templates, definitions with
 * an approved version, the last eval's pass rate and coverage (ADR 28) and their trend, open audit findings, drift —
 * each with the list behind it, for {@code steward status} and the app's Overview tab.
 */
package dev.steward.readiness;
