package dev.steward.retrieval;

/**
 * The knobs of retrieval. Defaults keep openmedallion's meaning (tables 0.7, templates 0.85, top 5 tables, top 3
 * examples); the reject threshold and template gap are Steward's, calibrated on the sample question set
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

    public RetrievalSettings {
        if (topTables < 1 || topExamples < 0 || rrfK < 1) {
            throw new IllegalArgumentException("topTables >= 1, topExamples >= 0 and rrfK >= 1 are required");
        }
    }

    public static RetrievalSettings defaults() {
        return new RetrievalSettings(0.7, 0.85, 0.02, 0.40, 5, 3, 60);
    }
}
