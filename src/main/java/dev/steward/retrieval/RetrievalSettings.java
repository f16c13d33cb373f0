package dev.steward.retrieval;

/**
 * The knobs of retrieval. Defaults keep openmedallion's meaning where its values hold for Steward (templates 0.85,
 * top 5 tables, top 3 examples); the table gate is calibrated for Steward's curated texts and MiniLM at 0.35
 * (openmedallion's 0.7 fired for 1 of the sample's 18 answerable questions; docs/decisions/0036-calibrated-table-gate.md),
 * the reject threshold and template gap are Steward's, calibrated on the sample question set
 * (docs/decisions/0010-hybrid-retrieval.md).
 *
 * @param tableThreshold    top-1 table cosine at or above which the curated (approved) tables are used
 * @param templateThreshold template cosine at or above which a template matches
 * @param templateGap       two matching templates closer than this are reported as ambiguous
 * @param rejectThreshold   best cosine over tables, examples and templates below which, when the question names
 *                          no table, it is judged outside the project
 * @param topTables         how many tables are chosen (before join partners)
 * @param topExamples       how many few-shot examples are returned
 * @param rrfK              the reciprocal-rank-fusion constant (score = sum of 1 / (k + rank))
 */
public record RetrievalSettings(double tableThreshold, double templateThreshold, double templateGap,
                                double rejectThreshold, int topTables, int topExamples, int rrfK) {

    /**
     * The calibrated table gate (ADR 36): the lowest value on a 0.05 grid at which none of the out-of-domain
     * questions fires it on the sample (their best 0.30) while recall@5 of the in-domain ones stays 1.000.
     */
    public static final double TABLE_GATE = 0.35;

    public RetrievalSettings {
        if (topTables < 1 || topExamples < 0 || rrfK < 1) {
            throw new IllegalArgumentException("topTables >= 1, topExamples >= 0 and rrfK >= 1 are required");
        }
    }

    public static RetrievalSettings defaults() {
        return new RetrievalSettings(TABLE_GATE, 0.85, 0.02, 0.40, 5, 3, 60);
    }
}
