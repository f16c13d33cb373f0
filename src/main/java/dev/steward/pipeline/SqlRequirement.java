package dev.steward.pipeline;

import dev.steward.sql.CheckedSql;
import dev.steward.sql.GateRejection;
import dev.steward.sql.GovernedExpression;
import dev.steward.sql.GovernedExpressionCheck;

/**
 * A condition beyond the gate that the SQL a model wrote must meet, checked by {@link GateRepairLoop} after the gate
 * accepted it; a refusal goes back to the model like the gate's own (the governed expression of the question's
 * approved definition version, kept unchanged).
 */
public interface SqlRequirement {
    /** No condition beyond the gate. */
    SqlRequirement NONE = new SqlRequirement() {
        @Override
        public void check(CheckedSql sql) {
        }

        @Override
        public String passed() {
            return "";
        }
    };

    /** @throws GateRejection when the SQL does not meet it, with a sentence the model can act on */
    void check(CheckedSql sql);

    /** What a passing query met, for the validation step ("" for {@link #NONE}). */
    String passed();

    /** The query must compute {@code governed} unchanged. */
    static SqlRequirement governed(GovernedExpressionCheck check, GovernedExpression governed) {
        return new SqlRequirement() {
            @Override
            public void check(CheckedSql sql) {
                check.require(sql.sql(), governed);
            }

            @Override
            public String passed() {
                return "; computes " + governed.label() + "'s governed expression unchanged";
            }
        };
    }
}
