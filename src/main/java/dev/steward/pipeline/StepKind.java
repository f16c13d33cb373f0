package dev.steward.pipeline;

/** The steps of the question pipeline (PRODUCT.md §5), in the order they can happen. */
public enum StepKind {
    /** Opt-in: the model is asked whether the question is clear ({@code CLEAR}) before any SQL exists. */
    AMBIGUITY_CHECK("ambiguity check"),
    /** Opt-in: the model is asked whether the question holds several questions ({@code SINGLE} or a JSON array). */
    DECOMPOSITION("decomposition"),
    /** A question about the schema itself, answered from the catalog without the LLM. */
    SCHEMA_QUESTION("schema question"),
    /**
     * The question is word for word a verified example's (case, spaces and a final "?" aside): its verified SQL
     * runs as it is, no LLM call. After definition resolution, before templates.
     */
    VERIFIED_EXAMPLE("verified example"),
    /** Opt-in: the best template above the template gate, its slots filled and bound as parameters. */
    TEMPLATE("template"),
    /** Hybrid retrieval of tables, few-shot examples and templates, with the confidence gates. */
    RETRIEVAL("retrieval"),
    /** The SQL prompt built from the chosen tables' curated text and the examples, within a token budget. */
    PROMPT("prompt"),
    /** One call to the model for SQL. */
    GENERATION("generation"),
    /** The model asked a clarifying question ({@code CLARIFY:}) instead of guessing; no SQL runs. */
    CLARIFICATION("clarification"),
    /** Dialect slips mended by rule on DuckDB's parse tree ("repaired: \"Acme Bank\" → 'Acme Bank'"); no LLM call. */
    DIALECT_REPAIR("dialect repair"),
    /** The SQL gate (parse tree, allowed tables and functions) and DuckDB's EXPLAIN. */
    VALIDATION("validation"),
    /** A follow-up turn giving the model the gate's error and the schema (at most two). */
    REPAIR("repair"),
    /** The query ran in the sandbox (row cap, timeout, cancellable). */
    EXECUTION("execution"),
    /** An empty result: the model double-checks the SQL once ({@code OK} or a corrected query). */
    SANITY_CHECK("sanity check"),
    /** The project does not cover the question (a not-tracked glossary term, or nothing relevant). */
    DECLINED("declined"),
    /**
     * Governed definitions resolved the question (before retrieval): a version, a clarifying question, an abstention
     * or no match; no LLM.
     */
    DEFINITION("definitions"),
    /** The audience filter denied the question; the detail names no restricted record. */
    DENIED("denied"),
    /**
     * The metric route: SQL built from the resolved version's governed expression, the asked dimensions and the
     * question's period (bound as parameters), run through the gate and sandbox; no LLM.
     */
    METRIC_ROUTE("metric route"),
    /** Each source's age against its SLA (steward/tables.yaml expectations, freshness snapshots); no LLM. */
    FRESHNESS("freshness");

    private final String label;

    StepKind(String label) {
        this.label = label;
    }

    /** Lower-case words for progress lines, e.g. {@code "sanity check"}. */
    public String label() {
        return label;
    }
}
