package dev.steward.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import dev.steward.testing.revenue.NetRevenueProject;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The metric SQL on real Parquet through the real gate and sandbox, checked against hand-written SQL. */
class MetricQueryTest {
    private static final MeasureSpec V2 = new MeasureSpec("metric.net_revenue", "sales", NetRevenueProject.V2,
            List.of("region", "channel"), "txn_date");

    @TempDir
    static Path tmp;

    private static NetRevenueProject project;

    @BeforeAll
    static void open() throws Exception {
        project = NetRevenueProject.create(tmp.resolve("revenue"));
    }

    @AfterAll
    static void close() {
        project.close();
    }

    @Test
    void augustIsAHalfOpenRangeBoundAsDatesAndTheNumberIsTheHandWrittenOne() throws Exception {
        MetricQuery query = MetricQuery.of(V2, List.of(), LocalDate.of(2026, 8, 1), LocalDate.of(2026, 9, 1));
        assertThat(query.sql()).isEqualTo("SELECT " + NetRevenueProject.V2 + " AS \"net_revenue\" FROM \"sales\" "
                + "WHERE \"txn_date\" >= ? AND \"txn_date\" < ?");
        assertThat(query.parameters()).containsExactly(LocalDate.of(2026, 8, 1), LocalDate.of(2026, 9, 1));

        QueryResult result = new SqlExecutor(project.sandbox).execute(query.sql(), query.parameters(),
                QueryLimits.defaults());
        Object expected = project.handWritten("SELECT SUM(gross - discounts - refunds - credit_notes) FROM sales "
                + "WHERE stage = 'closed_won' AND txn_date BETWEEN DATE '2026-08-01' AND DATE '2026-08-31'");
        assertThat((BigDecimal) result.rows().get(0).get(0)).isEqualByComparingTo((BigDecimal) expected);
        assertThat((BigDecimal) expected).isPositive();
    }

    @Test
    void askedDimensionsAreGroupedAndOrderedInTheAskedOrder() throws Exception {
        MetricQuery query = MetricQuery.of(V2, List.of("channel", "region"), LocalDate.of(2026, 7, 1),
                LocalDate.of(2026, 10, 1));
        QueryResult result = new SqlExecutor(project.sandbox).execute(query.sql(), query.parameters(),
                QueryLimits.defaults());
        assertThat(result.columns()).extracting(c -> c.name()).containsExactly("channel", "region", "net_revenue");
        assertThat(result.rows()).hasSize(6);
        assertThat(result.rows().get(0).subList(0, 2)).containsExactly("online", "AMER");
        Object expected = project.handWritten("SELECT SUM(gross - discounts - refunds - credit_notes) FROM sales "
                + "WHERE stage = 'closed_won' AND channel = 'online' AND region = 'AMER' "
                + "AND txn_date >= DATE '2026-07-01' AND txn_date < DATE '2026-10-01'");
        assertThat((BigDecimal) result.rows().get(0).get(2)).isEqualByComparingTo((BigDecimal) expected);
    }

    @Test
    void onlyTheMeasuresDimensionsMayBeGrouped() {
        assertThatThrownBy(() -> MetricQuery.of(V2, List.of("customer"), LocalDate.of(2026, 8, 1),
                LocalDate.of(2026, 9, 1))).isInstanceOf(IllegalArgumentException.class);
    }
}
