package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Skewed amounts get log-scaled bins whose labels are real value ranges; even data keeps equal-width bins. */
class SkewedHistogramTest {
    @TempDir
    static Path dir;
    private static TableProfile profile;

    @BeforeAll
    static void profileSkewedAmounts() {
        // 990 ordinary deals of 10 to 1,000 and ten huge ones up to 2,000,000: the mean sits near the bottom
        ParquetTable table = ParquetFixtures.write(dir, "deals", """
                SELECT i AS id,
                       CASE WHEN i < 990 THEN 10 + (i % 100) * 10.0 ELSE 200000.0 * (i - 989) END AS amount,
                       (i % 7)::INTEGER AS weekday
                FROM range(1000) r(i)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            profile = new TableProfiler(catalog).profile(table);
        }
    }

    @Test
    void skewedAmountsAreBinnedOnALogScaleAndEveryRowIsCounted() {
        Histogram amount = profile.column("amount").orElseThrow().histogram();

        assertThat(amount.kind()).isEqualTo(Histogram.Kind.LOG_RANGES);
        assertThat(amount.bins()).hasSize(20);
        assertThat(amount.bins().stream().mapToLong(HistogramBin::count).sum()).isEqualTo(1000);
        assertThat(amount.bins().stream().filter(b -> b.count() > 0).count()).as("the ordinary deals spread out")
                .isGreaterThanOrEqualTo(6);
        assertThat(amount.bins().get(0)).as("the min's rows").isEqualTo(new HistogramBin("10 – 19", 10));
        assertThat(amount.bins().get(19).label()).endsWith(" – 2000000");
        assertThat(amount.bins().get(19).count()).isGreaterThan(0);
    }

    @Test
    void evenlySpreadNumbersKeepEqualWidthBins() {
        assertThat(profile.column("id").orElseThrow().histogram().kind()).isEqualTo(Histogram.Kind.RANGES);
        assertThat(profile.column("weekday").orElseThrow().histogram().bins()).extracting(HistogramBin::label)
                .containsExactly("0", "1", "2", "3", "4", "5", "6");
    }

    @Test
    void theSkewRuleNeedsALowMeanAndTwoOrdersOfMagnitude() {
        assertThat(LogBins.planIfSkewed("0", "1000", 20.0)).isPresent();
        assertThat(LogBins.planIfSkewed("0", "1000", 500.0)).as("mean mid-range").isEmpty();
        assertThat(LogBins.planIfSkewed("100", "5000", 110.0)).as("less than 100x").isEmpty();
        assertThat(LogBins.planIfSkewed("-5", "1000", 1.0)).as("negative values").isEmpty();
    }
}
