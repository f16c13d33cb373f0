package dev.steward.eval;

/** Why an example got its verdict; stable codes for the CLI, stored runs and the Eval tab. */
public enum ReasonCode {
    /** Same rows (as a multiset, or in order when the golden SQL orders), columns matched by values. */
    MATCH(Verdict.PASS),
    /** Every golden column was found with the right values, and the generated result has extra columns. */
    SUPERSET(Verdict.PASS),
    /** The generated result lacks golden rows (every row it has is right). */
    MISSING_ROWS(Verdict.FAIL),
    /** The generated result has rows the golden has not (every golden row is there). */
    EXTRA_ROWS(Verdict.FAIL),
    /** The generated result has fewer columns than the golden. */
    MISSING_COLUMNS(Verdict.FAIL),
    /** The generated result has more columns and, even without them, its rows differ (a different grain). */
    EXTRA_COLUMNS(Verdict.FAIL),
    /** Rows differ in values. */
    VALUE_DIFF(Verdict.FAIL),
    /** The same rows, but not in the order the golden SQL asks for. */
    ORDER_DIFF(Verdict.FAIL),
    /** The generated SQL returned no rows while the golden returned some. */
    EMPTY_RESULT(Verdict.FAIL),
    /** The golden SQL itself failed: the example needs fixing, the model is not to blame. */
    GOLDEN_BROKEN(Verdict.REVIEW),
    /** No usable SQL came out (gate refusal after repairs, execution error, pipeline error or abstention). */
    SQL_ERROR(Verdict.FAIL),
    /** The generated (or golden) query hit the timeout. */
    TIMEOUT(Verdict.FAIL),
    /** The pipeline asked a clarifying question instead of answering. */
    CLARIFIED(Verdict.REVIEW),
    /** A case expecting an answer rather than a result (steward/eval_cases.yaml) got it: kind, route, evidence. */
    EXPECTED_ANSWER(Verdict.PASS),
    /** A case expecting an answer got another kind, route or evidence (a denial citing a record, say). */
    UNEXPECTED_ANSWER(Verdict.FAIL),
    /** Not evaluated, e.g. no LLM reachable for a question that needs one. */
    SKIPPED(Verdict.SKIPPED);

    private final Verdict verdict;

    ReasonCode(Verdict verdict) {
        this.verdict = verdict;
    }

    public Verdict verdict() {
        return verdict;
    }

    public boolean passed() {
        return verdict == Verdict.PASS;
    }
}
