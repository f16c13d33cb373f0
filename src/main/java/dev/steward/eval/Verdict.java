package dev.steward.eval;

/**
 * What an eval result means for the pass rate: PASS and FAIL count, REVIEW counts as not passed but is not the
 * model's fault alone (a broken golden, a clarification), SKIPPED was not evaluated (no LLM reachable) and is left
 * out of the rate.
 */
public enum Verdict {
    PASS, FAIL, REVIEW, SKIPPED
}
