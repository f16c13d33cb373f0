package dev.steward.eval;

import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Golden results kept across eval runs in one process (the CLI command, the Eval tab's runs of one project, an
 * impact preview's sides and seeds), reused only while the project's {@link DataFingerprint} is the one they were
 * read under: a changed fingerprint drops them all, so a golden whose data changed runs again and the "golden
 * changed" warning stays exact (ADR 38). Only results that ran to the end are kept; a failing golden runs every
 * time, and so does one whose SQL reads the clock or chance. At most {@link #MAX_ROWS} rows are held in all.
 */
public final class GoldenResults {
    static final int MAX_ROWS = 200_000;
    private static final List<String> VOLATILE = List.of("current_", "now(", "today(", "random", "uuid", "localtime",
            "get_current", "transaction_timestamp", "setseed");
    private final Map<Key, QueryResult> results = new HashMap<>();
    private DataFingerprint data;
    private int rows;
    private int executed;
    private int reused;

    /** A golden's SQL, its parameters and the row cap it ran under. */
    private record Key(String sql, List<Object> params, int maxRows) {
    }

    /** The goldens of one data fingerprint; executes what it does not hold. */
    @FunctionalInterface
    public interface Lookup {
        QueryResult result(EvalCase evalCase, QueryLimits limits, Supplier<QueryResult> execute);
    }

    /** No reuse: every golden runs (a one-off run, tests of the judge). */
    public static final Lookup NONE = (evalCase, limits, execute) -> execute.get();

    /**
     * The goldens read under {@code fingerprint} (take it at the start of a run); a fingerprint unlike the last
     * one forgets every kept result.
     */
    public synchronized Lookup forData(DataFingerprint fingerprint) {
        if (!fingerprint.equals(data)) {
            results.clear();
            rows = 0;
            data = fingerprint;
        }
        return (evalCase, limits, execute) -> timeDependent(evalCase.goldenSql()) ? execute.get()
                : result(fingerprint, new Key(evalCase.goldenSql(), Collections.unmodifiableList(
                        new ArrayList<>(evalCase.goldenParams())), limits.maxRows()), execute);
    }

    /**
     * SQL whose rows depend on the clock or on chance (CURRENT_DATE, now(), random()…) is not kept: the data
     * fingerprint cannot vouch for it.
     */
    static boolean timeDependent(String sql) {
        String text = sql.toLowerCase(Locale.ROOT);
        return VOLATILE.stream().anyMatch(text::contains);
    }

    private QueryResult result(DataFingerprint fingerprint, Key key, Supplier<QueryResult> execute) {
        synchronized (this) {
            QueryResult kept = fingerprint.equals(data) ? results.get(key) : null;
            if (kept != null) {
                reused++;
                return kept;
            }
            executed++;
        }
        QueryResult result = execute.get();
        synchronized (this) {
            if (fingerprint.equals(data) && rows + result.rowCount() <= MAX_ROWS
                    && results.putIfAbsent(key, result) == null) {
                rows += result.rowCount();
            }
        }
        return result;
    }

    /** How many goldens ran (were not reused) since this was made. */
    public synchronized int executed() {
        return executed;
    }

    /** How many golden results were reused since this was made. */
    public synchronized int reused() {
        return reused;
    }
}
