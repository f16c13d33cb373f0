package dev.steward.retrieval;

/**
 * What a confidence gate decided.
 *
 * @param kind       {@code curated_tables} / {@code raw_schema_fallback} for tables, {@code template} for templates
 * @param confidence the top-1 cosine the gate looked at
 * @param threshold  the threshold from {@link RetrievalSettings}
 * @param fired      confidence >= threshold (openmedallion compares with >=, so exactly the threshold passes)
 */
public record GateDecision(String kind, double confidence, double threshold, boolean fired) {
}
