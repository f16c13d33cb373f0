package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.sql.CheckedSql;
import java.util.List;
import java.util.Optional;

/**
 * How the gate-and-repair loop ended.
 *
 * @param checked       the SQL the gate accepted, or null
 * @param lastSql       the last SQL tried (the accepted one when valid), fence and semicolons removed
 * @param clarification the model asked a clarifying question during a repair turn, or null
 * @param error         why no valid SQL came out (the last gate error, repairs exhausted), or null
 * @param repairs       follow-up turns sent
 * @param dialectRepairs the dialect slips mended by rule in the accepted SQL, one "old → new" line each
 */
public record RepairOutcome(CheckedSql checked, String lastSql, String clarification, StewardException error,
                            int repairs, List<String> dialectRepairs) {

    public RepairOutcome {
        dialectRepairs = dialectRepairs == null ? List.of() : List.copyOf(dialectRepairs);
    }

    public RepairOutcome(CheckedSql checked, String lastSql, String clarification, StewardException error,
                         int repairs) {
        this(checked, lastSql, clarification, error, repairs, List.of());
    }

    public boolean valid() {
        return checked != null;
    }

    public Optional<String> clarifyingQuestion() {
        return Optional.ofNullable(clarification);
    }
}
