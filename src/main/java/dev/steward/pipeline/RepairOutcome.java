package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.sql.CheckedSql;
import java.util.Optional;

/**
 * How the gate-and-repair loop ended.
 *
 * @param checked       the SQL the gate accepted, or null
 * @param lastSql       the last SQL tried (the accepted one when valid), fence and semicolons removed
 * @param clarification the model asked a clarifying question during a repair turn, or null
 * @param error         why no valid SQL came out (the last gate error, repairs exhausted), or null
 * @param repairs       follow-up turns sent
 */
public record RepairOutcome(CheckedSql checked, String lastSql, String clarification, StewardException error,
                            int repairs) {

    public boolean valid() {
        return checked != null;
    }

    public Optional<String> clarifyingQuestion() {
        return Optional.ofNullable(clarification);
    }
}
