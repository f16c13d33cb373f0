package dev.steward.sql;

import dev.steward.error.StewardException;

/**
 * A query passed the gate but failed while running: DuckDB reported an error (message kept verbatim), the timeout
 * stopped it, or someone cancelled it.
 */
public final class QueryFailedException extends StewardException {
    private static final long serialVersionUID = 1L;

    /**
     * How the query ended. ENGINE_FAILURE: DuckDB failed internally and invalidated its database; the sandbox was
     * reopened. It says nothing about the project's knowledge.
     */
    public enum Kind { ERROR, TIMEOUT, CANCELLED, ENGINE_FAILURE }

    private final Kind kind;

    public QueryFailedException(Kind kind, String message, String hint, Throwable cause) {
        super(message, hint, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
