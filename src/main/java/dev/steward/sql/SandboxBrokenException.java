package dev.steward.sql;

/**
 * Internal signal: a gate step failed because the sandbox's DuckDB no longer answers (it invalidated itself
 * after an earlier query's internal error), not because of the statement. The caller reopens the sandbox and
 * checks the statement again; it never reaches a user as a verdict on the statement.
 */
final class SandboxBrokenException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SandboxBrokenException(Throwable cause) {
        super("DuckDB no longer answers: " + SqlGate.firstLine(cause.getMessage()), cause);
    }
}
