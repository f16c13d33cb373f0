package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Profiling survives every awkward DuckDB type, empty tables and non-finite doubles. */
class TableProfilerTypesTest {
    @TempDir
    Path dir;

    @Test
    void everyAwkwardTypeProfilesIntoYamlSafeFields() {
        ParquetTable table = ParquetFixtures.write(dir, "awkward", ParquetFixtures.awkwardTypes());
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            assertThat(profile.columns()).hasSize(15);
            profile.columns().forEach(c -> YamlSafety.assertRoundTrips(c.metadataFields()));
            profile.columns().forEach(c -> YamlSafety.assertRoundTrips(
                    c.topValues().stream().map(ValueCount::value).toList()));
            ColumnProfile nothing = profile.column("nothing").orElseThrow();
            assertThat(nothing.stats().nullPct()).isEqualTo(1.0);
            assertThat(nothing.stats().distinctCount()).isZero();
            assertThat(nothing.acceptedValues()).isNull();
            assertThat(profile.column("dec").orElseThrow().stats().mean()).isEqualTo(7.75);
            assertThat(profile.column("day").orElseThrow().dtype()).isEqualTo(Dtype.DATE_TIME);
            assertThat(profile.column("map").orElseThrow().dtype()).isEqualTo(Dtype.TEXT);
        }
    }

    @Test
    void nonFiniteDoublesAreLeftOutOfMinMaxMeanAndHistogram() {
        ParquetTable table = ParquetFixtures.write(dir, "doubles",
                "SELECT unnest([1.0, 3.0, 'nan'::DOUBLE, 'inf'::DOUBLE, '-inf'::DOUBLE, NULL]) AS x");
        try (Catalog catalog = new Catalog(List.of(table))) {
            ColumnProfile x = new TableProfiler(catalog).profile(table).column("x").orElseThrow();
            assertThat(x.stats().min()).isEqualTo(1.0);
            assertThat(x.stats().max()).isEqualTo(3.0);
            assertThat(x.stats().mean()).isEqualTo(2.0);
            assertThat(x.stats().distinctCount()).isEqualTo(5);
            assertThat(x.histogram().bins().stream().mapToLong(HistogramBin::count).sum()).isEqualTo(2);
        }
    }

    @Test
    void datesAreBinnedByMonthOverShortSpansAndByYearOverLongOnes() {
        ParquetTable table = ParquetFixtures.write(dir, "dates", """
                SELECT DATE '2024-01-15' + INTERVAL (range * 20) DAY AS short_span,
                       TIMESTAMP '2015-06-01 12:00:00' + INTERVAL (range * 200) DAY AS long_span
                FROM range(10)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            Histogram months = profile.column("short_span").orElseThrow().histogram();
            assertThat(months.kind()).isEqualTo(Histogram.Kind.MONTHS);
            assertThat(months.bins()).extracting(HistogramBin::label)
                    .containsExactly("2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06", "2024-07");
            assertThat(months.bins().stream().mapToLong(HistogramBin::count).sum()).isEqualTo(10);
            Histogram years = profile.column("long_span").orElseThrow().histogram();
            assertThat(years.kind()).isEqualTo(Histogram.Kind.YEARS);
            assertThat(years.bins()).extracting(HistogramBin::label)
                    .containsExactly("2015", "2016", "2017", "2018", "2019", "2020");
        }
    }

    @Test
    void nanosecondTimestampsInfiniteDatesJsonAndHugeNumbersProfile() {
        ParquetTable table = ParquetFixtures.write(dir, "precise", """
                SELECT * FROM (VALUES
                  (TIMESTAMP_NS '2024-01-02 03:04:05.123456789', 'infinity'::DATE, '[1]'::JSON,
                   18446744073709551615::UBIGINT),
                  (TIMESTAMP_NS '2023-01-02 03:04:05', DATE '2020-01-01', '{"a": 2}'::JSON, 0::UBIGINT)
                ) AS t(ns, day, doc, big)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            assertThat(new TableSampler(catalog).sample(table).valuesOf("ns"))
                    .containsExactly("2023-01-02T03:04:05", "2024-01-02T03:04:05.123456789");
            Histogram days = profile.column("day").orElseThrow().histogram();
            assertThat(days.bins()).containsExactly(new HistogramBin("2020-01", 1));
            assertThat(profile.column("big").orElseThrow().histogram().bins().get(19).label())
                    .isEqualTo("1.752E+19 – 1.845E+19");
            profile.columns().forEach(c -> YamlSafety.assertRoundTrips(c.metadataFields()));
        }
    }

    @Test
    void anEmptyTableProfilesWithZeroRows() {
        ParquetTable table = ParquetFixtures.write(dir, "empty",
                "SELECT 1 AS id, 'x' AS name, DATE '2024-01-01' AS day WHERE false");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            assertThat(profile.rowCount()).isZero();
            assertThat(profile.columns()).allSatisfy(c -> {
                assertThat(c.stats().nullPct()).isZero();
                assertThat(c.stats().distinctCount()).isZero();
                assertThat(c.topValues()).isEmpty();
                assertThat(c.histogram().bins()).isEmpty();
            });
        }
    }
}
