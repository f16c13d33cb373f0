package dev.steward.examples;

/** How a slot got its value: found in the question by rule, or proposed by the LLM (then checked the same way). */
public enum FillMethod {
    DETERMINISTIC, LLM
}
