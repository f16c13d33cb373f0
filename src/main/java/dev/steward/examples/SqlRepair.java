package dev.steward.examples;

import dev.steward.llm.LlmTurn;
import java.util.List;
import java.util.Optional;

/**
 * Makes model-written SQL pass the gate, or says it cannot: the question pipeline's gate-and-repair loop, seen
 * through a port so that generated examples are repaired exactly like live questions (the command line and the
 * app wire the loop in; the examples feature does not depend on the pipeline).
 */
@FunctionalInterface
public interface SqlRepair {

    /**
     * @param conversation the turns that produced the SQL
     * @param sql          the model's SQL
     * @param schema       the schema text a repair turn may repeat
     * @param question     the question the SQL should answer
     * @return the SQL the gate accepted (repaired or not), or empty when it stayed invalid
     */
    Optional<String> validate(List<LlmTurn> conversation, String sql, String schema, String question);
}
