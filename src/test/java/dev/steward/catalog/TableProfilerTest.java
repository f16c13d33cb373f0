package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's test_metadata_profiling.py cases, on real Parquet, plus Steward's own. */
class TableProfilerTest {
    @TempDir
    static Path dir;
    private static TableProfile profile;

    /** Profiled once: every test reads the same profile, which profiling never changes. */
    @BeforeAll
    static void profileTheTestTable() {
        // like openmedallion's fixture: numeric, low-cardinality status, 21 and 20 distinct, low-card numeric, flag
        ParquetTable table = ParquetFixtures.write(dir, "accounts", """
                SELECT i AS id, i * 2.5 AS amount,
                       ['pending', 'active', 'closed'][i % 3 + 1] AS status,
                       'c' || (i % 21) AS code21, 'k' || (i % 20) AS code20,
                       (i % 3)::INTEGER AS tier, i % 2 = 0 AS flag,
                       CASE WHEN i % 4 = 0 THEN NULL ELSE 'n' || i END AS note
                FROM range(84) r(i)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            profile = new TableProfiler(catalog).profile(table);
        }
    }

    @Test
    void numericColumnHasMinMaxAndMean() {
        ProfileStats stats = column("amount").stats();
        assertThat(column("amount").dtype()).isEqualTo(Dtype.NUMERIC);
        assertThat(stats.min()).isEqualTo(0.0);
        assertThat(stats.max()).isEqualTo(207.5);
        assertThat(stats.mean()).isEqualTo(103.75);
        assertThat(column("id").stats().min()).isEqualTo(0L);
        assertThat(column("id").stats().max()).isEqualTo(83L);
    }

    @Test
    void nullPctAndDistinctCountAreAlwaysPresent() {
        assertThat(profile.columns()).allSatisfy(c -> assertThat(c.metadataFields().get("stats"))
                .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
                .containsKeys("null_pct", "distinct_count"));
        assertThat(column("note").stats().nullPct()).isEqualTo(0.25);
        assertThat(column("note").stats().distinctCount()).isEqualTo(63);
        assertThat(column("status").stats().nullPct()).isEqualTo(0.0);
    }

    @Test
    void categoricalColumnHasNoMinMaxOrMean() {
        ColumnProfile status = column("status");
        assertThat(status.dtype()).isEqualTo(Dtype.CATEGORICAL);
        assertThat(status.stats().min()).isNull();
        assertThat(status.stats().max()).isNull();
        assertThat(status.stats().mean()).isNull();
        assertThat(status.metadataFields().get("stats")).isEqualTo(Map.of("null_pct", 0.0, "distinct_count", 3L));
    }

    @Test
    void lowCardinalityCategoricalGetsSortedAcceptedValues() {
        assertThat(column("status").acceptedValues()).containsExactly("active", "closed", "pending");
    }

    @Test
    void twentyOneDistinctValuesGetNoAcceptedValuesButExactlyTwentyGetAll() {
        assertThat(column("code21").acceptedValues()).isNull();
        assertThat(column("code21").metadataFields()).doesNotContainKey("accepted_values");
        assertThat(column("code20").acceptedValues()).hasSize(20).startsWith("k0", "k1", "k10", "k11");
    }

    @Test
    void lowCardinalityNumericGetsNoAcceptedValues() {
        assertThat(column("tier").dtype()).isEqualTo(Dtype.NUMERIC);
        assertThat(column("tier").acceptedValues()).isNull();
    }

    @Test
    void booleanGetsTrueAndFalse() {
        assertThat(column("flag").dtype()).isEqualTo(Dtype.BOOLEAN);
        assertThat(column("flag").acceptedValues()).containsExactly(false, true);
    }

    @Test
    void topValuesAreAtMostTenWithCountsMostFrequentFirst() {
        assertThat(column("id").topValues()).hasSize(10).extracting(ValueCount::value)
                .containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L);
        assertThat(column("status").topValues()).extracting(ValueCount::count).containsExactly(28L, 28L, 28L);
        assertThat(column("status").histogram().kind()).isEqualTo(Histogram.Kind.TOP_VALUES);
    }

    @Test
    void numericHistogramsHaveEqualWidthBinsCoveringEveryValue() {
        Histogram amount = column("amount").histogram();
        assertThat(amount.kind()).isEqualTo(Histogram.Kind.RANGES);
        assertThat(amount.bins()).hasSize(20);
        assertThat(amount.bins().stream().mapToLong(HistogramBin::count).sum()).isEqualTo(84);
        Histogram tier = column("tier").histogram();
        assertThat(tier.bins()).extracting(HistogramBin::label).containsExactly("0", "1", "2");
        assertThat(tier.bins()).extracting(HistogramBin::count).containsExactly(28L, 28L, 28L);
    }

    @Test
    void profileFieldsAreYamlSafe() {
        profile.columns().forEach(c -> YamlSafety.assertRoundTrips(c.metadataFields()));
        assertThat(profile.rowCount()).isEqualTo(84);
    }

    private ColumnProfile column(String name) {
        return profile.column(name).orElseThrow();
    }
}
