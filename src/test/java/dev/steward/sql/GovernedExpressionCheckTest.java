package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.testing.revenue.NetRevenueProject;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The governed-expression check on DuckDB's parse trees: kept (whatever the aliases and layout) or changed. */
class GovernedExpressionCheckTest {
    private static final GovernedExpression V2 = new GovernedExpression("metric.net_revenue v2 (ev.nr.v2)",
            NetRevenueProject.V2, "sales");

    @TempDir
    static Path tmp;

    private static NetRevenueProject project;
    private static GovernedExpressionCheck check;

    @BeforeAll
    static void open() throws Exception {
        project = NetRevenueProject.create(tmp.resolve("revenue"));
        check = new GovernedExpressionCheck(project.sandbox);
    }

    @AfterAll
    static void close() {
        project.close();
    }

    @Test
    void theExpressionAsWrittenPassesWhateverTheAliasesQualifiersCaseAndLayout() {
        assertThat(check.holds("SELECT region, " + NetRevenueProject.V2 + " AS nr FROM sales GROUP BY region", V2))
                .isTrue();
        assertThat(check.holds("""
                select s.region,
                       sum( s.gross - s.DISCOUNTS - s.refunds - s.credit_notes )
                         filter ( where s.stage = 'closed_won' ) as "Net revenue"
                from sales as s
                where s.txn_date >= DATE '2026-08-01' and s.txn_date < DATE '2026-09-01'
                group by 1""", V2)).isTrue();
        assertThat(check.holds("SELECT ROUND(" + NetRevenueProject.V2 + ", 2) FROM sales", V2)).isTrue();
        assertThat(check.holds("WITH aug AS (SELECT * FROM sales WHERE txn_date >= DATE '2026-08-01') SELECT "
                + NetRevenueProject.V2 + " FROM aug JOIN sales USING (txn_id)", V2)).isTrue();
    }

    @Test
    void aChangedFilterADroppedTermOrAnotherConstantIsRefusedWithAPlainReason() {
        String changedFilter = "SELECT SUM(gross - discounts - refunds - credit_notes) "
                + "FILTER (WHERE stage IN ('closed_won', 'negotiation')) FROM sales";
        String droppedTerm = "SELECT " + NetRevenueProject.V1 + " FROM sales";
        String otherCase = "SELECT SUM(gross - discounts - refunds - credit_notes) FILTER (WHERE stage = 'Closed_Won') "
                + "FROM sales";
        String noFilter = "SELECT SUM(gross - discounts - refunds - credit_notes) FROM sales WHERE stage = 'closed_won'";
        for (String sql : new String[] {changedFilter, droppedTerm, otherCase, noFilter}) {
            assertThatThrownBy(() -> check.require(sql, V2)).isInstanceOf(GateRejection.class)
                    .satisfies(e -> assertThat(((GateRejection) e).reason())
                            .isEqualTo(RejectionReason.GOVERNED_EXPRESSION_CHANGED))
                    .hasMessageContaining("metric.net_revenue v2 (ev.nr.v2)")
                    .hasMessageContaining(NetRevenueProject.V2);
        }
    }

    @Test
    void theExpressionOverAnotherTableIsRefused() {
        assertThatThrownBy(() -> check.require("WITH other AS (SELECT * FROM range(3)) SELECT 1 FROM other", V2))
                .isInstanceOf(GateRejection.class).hasMessageContaining("does not read the governed table sales");
    }

    @Test
    void aGovernedExpressionDuckDbCannotParseIsTheDefinitionsFaultNotTheQuerys() {
        GovernedExpression broken = new GovernedExpression("metric.broken v1", "SUM(gross -", "sales");
        assertThatThrownBy(() -> check.require("SELECT 1 FROM sales", broken))
                .isInstanceOf(StewardException.class).isNotInstanceOf(GateRejection.class)
                .hasMessageContaining("metric.broken v1")
                .satisfies(e -> assertThat(((StewardException) e).hint()).hasValueSatisfying(
                        hint -> assertThat(hint).contains("steward/definitions.yaml")));
    }
}
