/**
 * The deterministic metric route's core (issue 20): a question about a governed measure read by rule (the
 * dimensions it asks to group by, whether anything else is asked) and the SQL built from the measure's governed
 * expression, its table, the asked dimensions and a half-open time filter bound as parameters. No LLM.
 */
package dev.steward.metric;
