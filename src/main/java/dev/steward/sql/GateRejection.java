package dev.steward.sql;

import dev.steward.error.StewardException;
import java.util.Optional;

/**
 * {@link SqlGate} refused a statement before it ran. The message is a readable sentence; {@link #engineError()}
 * holds DuckDB's own error text verbatim (class, message, caret snippet) when DuckDB produced it, which is what a
 * repair prompt should show the model.
 */
public final class GateRejection extends StewardException {
    private static final long serialVersionUID = 1L;
    private final RejectionReason reason;
    private final String engineError;

    public GateRejection(RejectionReason reason, String message) {
        this(reason, message, null);
    }

    public GateRejection(RejectionReason reason, String message, String engineError) {
        super(message, hintFor(reason));
        this.reason = reason;
        this.engineError = engineError;
    }

    public RejectionReason reason() {
        return reason;
    }

    /** DuckDB's error text, unchanged, when the rejection came from DuckDB's parser or binder. */
    public Optional<String> engineError() {
        return Optional.ofNullable(engineError);
    }

    private static String hintFor(RejectionReason reason) {
        return switch (reason) {
            case EMPTY, PARSE_ERROR, BINDER_ERROR -> "Fix the query and run it again.";
            case MULTIPLE_STATEMENTS -> "Send exactly one SELECT statement.";
            case SEVERAL_QUERIES -> "Answer with exactly one SQL query.";
            case NOT_A_SELECT, WRITE_INSIDE_QUERY -> "Only read-only SELECT queries may run here.";
            case UNKNOWN_TABLE -> "Query the project's tables by name (gold tables as gold.<name>) "
                    + "or information_schema.";
            case UNBOUNDED_SIZE -> "Write the size as a small whole number, or use FROM range(...) as a table.";
            case TABLE_FUNCTION_NOT_ALLOWED, FUNCTION_NOT_ALLOWED, UNSUPPORTED_CONSTRUCT ->
                    "Rewrite the query over the project's tables without it.";
            case GOVERNED_EXPRESSION_CHANGED -> "Compute the measure with its governed expression exactly as "
                    + "written; filter in WHERE.";
        };
    }
}
