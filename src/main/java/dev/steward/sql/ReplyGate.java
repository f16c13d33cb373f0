package dev.steward.sql;

import dev.steward.error.StewardException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a model (or a person) sent, to SQL the gate accepted: {@link ReplyExtractor} finds the one statement in the
 * reply, {@link DialectRepair} mends the dialect slips a rule recognises, and {@link SqlGate} checks every statement
 * it is shown, the repaired ones included, exactly as before. A repair therefore cannot widen what the gate allows:
 * the repair runs only after a parser or binder refusal (or, for {@code 'now'} dates, before the gate), and its
 * result is refused for the same reasons as any other statement. Thread-safe; each call uses its own connection.
 */
public final class ReplyGate {
    private static final int MAX_ROUNDS = 6;
    private static final QueryLimits CHECK_LIMITS = new QueryLimits(10, Duration.ofSeconds(10));
    private final Sandbox sandbox;
    private final SqlGate gate;
    private final SqlExecutor executor;
    private final boolean repair;
    private volatile Set<String> projectColumns;

    /**
     * What was accepted.
     *
     * @param checked the statement the gate accepted
     * @param shape   where in the reply it was found ("" when the reply was the statement)
     * @param repairs one "old → new" line per dialect repair, in order (empty when none was needed)
     */
    public record Accepted(CheckedSql checked, String shape, List<String> repairs) {
        public Accepted {
            repairs = List.copyOf(repairs);
        }
    }

    /** @param repair whether dialect slips are mended ({@code steward sql --no-repair} shows the bare refusal) */
    public ReplyGate(Sandbox sandbox, boolean repair) {
        this.sandbox = sandbox;
        this.gate = new SqlGate(sandbox);
        this.executor = new SqlExecutor(sandbox);
        this.repair = repair;
    }

    public ReplyGate(Sandbox sandbox) {
        this(sandbox, true);
    }

    public boolean repairs() {
        return repair;
    }

    /**
     * Extracts, repairs and checks.
     *
     * @throws GateRejection the statement (after any repairs) is refused; a refusal after repairs says what was
     *                       mended and shows the statement that was checked
     */
    public Accepted accept(String reply) {
        return accept(reply, QueryLimits.defaults(), new QueryCancellation());
    }

    /**
     * Extracts, repairs and checks with the gate's DuckDB calls under the question's timeout and Cancel; a
     * DuckDB broken by an earlier query is reopened and the reply checked again, once.
     */
    public Accepted accept(String reply, QueryLimits limits, QueryCancellation cancellation) {
        for (int attempt = 0; ; attempt++) {
            try (Connection connection = sandbox.connect(); QueryWatch watch = new QueryWatch(limits, cancellation)) {
                SqlTrees trees = new SqlTrees(connection);
                ReplyExtractor.Extraction extraction = new ReplyExtractor(sql -> trees.parse(sql).oneSelect())
                        .extract(reply);
                return repaired(extraction, trees, connection, watch);
            } catch (SQLException | SandboxBrokenException e) {
                if (attempt > 0 || !sandbox.recoverIfBroken()) {
                    throw new StewardException("The query sandbox is not available: " + e.getMessage(),
                            "Reopen the project.", e);
                }
            }
        }
    }

    private Accepted repaired(ReplyExtractor.Extraction extraction, SqlTrees trees, Connection connection,
                              QueryWatch watch) throws SQLException {
        String sql = extraction.sql();
        List<String> repairs = new ArrayList<>();
        DialectRepair dialect = new DialectRepair(trees, columns(connection), this::checkValue);
        if (repair) {
            DialectRepair.Mend early = dialect.beforeGate(sql);
            if (early.mended()) {
                sql = early.sql();
                repairs.addAll(early.changes());
            }
        }
        for (int round = 0; ; round++) {
            try {
                return new Accepted(gate.check(sql, connection, watch), extraction.shape(), repairs);
            } catch (GateRejection refused) {
                boolean mendable = refused.reason() == RejectionReason.PARSE_ERROR
                        || refused.reason() == RejectionReason.BINDER_ERROR;
                if (!repair || !mendable || round == MAX_ROUNDS) {
                    throw afterRepairs(refused, repairs, sql, "");
                }
                DialectRepair.Mend mend = dialect.afterRefusal(sql, refused);
                if (!mend.mended()) {
                    throw afterRepairs(refused, repairs, sql, mend.refusal());
                }
                sql = mend.sql();
                repairs.addAll(mend.changes());
            }
        }
    }

    /** The refusal, naming what was already mended and why a recognised slip was not, for the model's repair turn. */
    private static GateRejection afterRepairs(GateRejection refused, List<String> repairs, String sql,
                                              String unmended) {
        if (repairs.isEmpty() && unmended.isEmpty()) {
            return refused;
        }
        StringBuilder message = new StringBuilder(refused.getMessage());
        if (!unmended.isEmpty()) {
            message.append(' ').append(unmended);
        }
        if (!repairs.isEmpty()) {
            message.append(" (Checked after Steward's dialect repairs: ").append(String.join("; ", repairs))
                    .append(". The statement checked: ").append(sql).append(')');
        }
        return new GateRejection(refused.reason(), message.toString(), refused.engineError().orElse(null));
    }

    /** Runs a check query through the gate and the sandbox; empty when it is refused or fails. */
    private Optional<Long> checkValue(String sql) {
        try {
            QueryResult result = executor.execute(sql, CHECK_LIMITS);
            Object value = result.rows().isEmpty() ? null : result.rows().get(0).get(0);
            return Optional.of(value instanceof Number n ? n.longValue() : 0L);
        } catch (StewardException refusedOrFailed) {
            return Optional.empty();
        }
    }

    /** The column names of the project's tables, lower case (read once). */
    private Set<String> columns(Connection connection) throws SQLException {
        Set<String> known = projectColumns;
        if (known == null) {
            Set<String> names = new HashSet<>();
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT DISTINCT column_name FROM information_schema.columns")) {
                while (rows.next()) {
                    names.add(AllowedRelations.lower(rows.getString(1)));
                }
            }
            known = Set.copyOf(names);
            projectColumns = known;
        }
        return known;
    }
}
