package dev.steward.sample;

import java.util.List;

/**
 * The SQL that derives the enriched silver table and the two gold tables from the source silver tables.
 * Ratios are rounded into DECIMAL columns so that the files hold exact, repeatable values.
 */
final class DerivedTables {
    private DerivedTables() {
    }

    /** The quarter label of a date, e.g. {@code 2024-Q2}, as targets spell it. */
    private static final String QUARTER_OF_TXN =
            "CAST(year(t.txn_date) AS VARCHAR) || '-Q' || CAST(quarter(t.txn_date) AS VARCHAR)";

    static final String REP_PERFORMANCE = """
            CREATE TABLE rep_performance AS
            SELECT t.txn_id, t.rep_id, t.customer_id, t.product_id, t.amount, t.units, t.txn_date, t.stage,
                   r.name AS rep_name, r.region, r.team, %s AS quarter, g.target_amount,
                   CAST(round(CAST(t.amount AS DOUBLE) * 100 / CAST(g.target_amount AS DOUBLE), 3)
                        AS DECIMAL(7,3)) AS attainment_pct
            FROM transactions t
            JOIN reps r ON r.rep_id = t.rep_id
            JOIN targets g ON g.region = r.region AND g.quarter = %s
            """.formatted(QUARTER_OF_TXN, QUARTER_OF_TXN);

    static final String REVENUE_BY_REGION_QUARTER = """
            CREATE TABLE revenue_by_region_quarter AS
            WITH won AS (
                SELECT g.region, g.quarter, g.target_amount,
                       CAST(coalesce(sum(p.amount) FILTER (WHERE p.stage = 'closed_won'), 0)
                            AS DECIMAL(14,2)) AS revenue,
                       count(p.txn_id) FILTER (WHERE p.stage = 'closed_won') AS deals
                FROM targets g
                LEFT JOIN rep_performance p ON p.region = g.region AND p.quarter = g.quarter
                GROUP BY g.region, g.quarter, g.target_amount)
            SELECT region, quarter, revenue, deals, target_amount,
                   CAST(round(CAST(revenue AS DOUBLE) * 100 / CAST(target_amount AS DOUBLE), 2)
                        AS DECIMAL(6,2)) AS attainment_pct
            FROM won
            """;

    static final String REP_LEADERBOARD = """
            CREATE TABLE rep_leaderboard AS
            WITH per_rep AS (
                SELECT r.rep_id, r.name AS rep_name, r.region, r.team,
                       CAST(coalesce(sum(t.amount) FILTER (WHERE t.stage = 'closed_won'), 0)
                            AS DECIMAL(14,2)) AS revenue,
                       count(t.txn_id) FILTER (WHERE t.stage = 'closed_won') AS deals,
                       count(t.txn_id) FILTER (WHERE t.stage = 'closed_lost') AS lost
                FROM reps r
                LEFT JOIN transactions t ON t.rep_id = r.rep_id
                GROUP BY r.rep_id, r.name, r.region, r.team)
            SELECT rep_id, rep_name, region, team, revenue, deals,
                   CAST(round(CASE WHEN deals + lost = 0 THEN NULL ELSE deals / (deals + lost) END, 3)
                        AS DECIMAL(4,3)) AS win_rate,
                   rank() OVER (ORDER BY revenue DESC) AS rank
            FROM per_rep
            """;

    /** Derivation statements, in dependency order. */
    static final List<String> IN_ORDER = List.of(REP_PERFORMANCE, REVENUE_BY_REGION_QUARTER, REP_LEADERBOARD);
}
