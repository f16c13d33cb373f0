package dev.steward.sql;

/** Why {@link SqlGate} refused a statement; stable codes the repair loop and the UI can switch on. */
public enum RejectionReason {
    /** Nothing left after removing fences, comments-only text or semicolons. */
    EMPTY,
    /** DuckDB's parser could not read the text. */
    PARSE_ERROR,
    /** More than one statement. */
    MULTIPLE_STATEMENTS,
    /** A model's reply holds several different queries (fenced blocks, statements in prose); none is guessed. */
    SEVERAL_QUERIES,
    /** A statement that is not a SELECT (DML, DDL, COPY, ATTACH, PRAGMA, SET, CALL, ...). */
    NOT_A_SELECT,
    /** A data-changing statement hidden inside a SELECT, e.g. {@code WITH x AS (DELETE ... RETURNING *)}. */
    WRITE_INSIDE_QUERY,
    /** A table reference that is neither a project view nor information_schema (files, URLs, system views). */
    UNKNOWN_TABLE,
    /** A table function outside the small allowlist (read_csv, glob, duckdb_settings, ...). */
    TABLE_FUNCTION_NOT_ALLOWED,
    /** A function outside the allowlist (it reads the environment, settings, files or state, or is unreviewed). */
    FUNCTION_NOT_ALLOWED,
    /** A value whose size is not bounded by a written number (repeat, range lists, lpad, ...; see SizeBounds). */
    UNBOUNDED_SIZE,
    /** A query shape the gate does not vouch for (DESCRIBE, SUMMARIZE, ...). */
    UNSUPPORTED_CONSTRUCT,
    /** DuckDB's binder or planner refused the query (EXPLAIN): unknown column, wrong types, ... */
    BINDER_ERROR,
    /** The question's approved definition has a governed expression and the query does not compute it unchanged. */
    GOVERNED_EXPRESSION_CHANGED
}
