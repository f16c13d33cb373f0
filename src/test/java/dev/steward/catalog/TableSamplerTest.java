package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableSamplerTest {
    @TempDir
    Path dir;

    @Test
    void takesTheEightMostFrequentValuesWithTiesBrokenByValueTheSameEveryRun() {
        // counts: e=5, b=3, a=3, d=3, c=2, then ten values seen once
        ParquetTable table = ParquetFixtures.write(dir, "letters", """
                SELECT v FROM (
                  SELECT unnest(['e','e','e','e','e','b','b','b','d','d','d','a','a','a','c','c']) AS v
                  UNION ALL SELECT 'z' || range FROM range(10)
                  UNION ALL SELECT NULL FROM range(50))
                ORDER BY random()""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableSampler sampler = new TableSampler(catalog);
            List<Object> first = sampler.sample(table).valuesOf("v");
            assertThat(first).containsExactly("e", "a", "b", "d", "c", "z0", "z1", "z2");
            assertThat(sampler.sample(table).valuesOf("v")).isEqualTo(first);
        }
    }

    @Test
    void breaksTiesByTheTypedValueSoTwoComesBeforeTen() {
        ParquetTable table = ParquetFixtures.write(dir, "numbers",
                "SELECT unnest([10, 2, 33, 2, 10, 33, 7]) AS n, unnest([DATE '2024-10-01', DATE '2024-09-01',"
                        + " DATE '2024-11-01', DATE '2024-09-01', DATE '2024-10-01', DATE '2024-11-01',"
                        + " DATE '2023-01-01']) AS d");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableSample sample = new TableSampler(catalog).sample(table);
            assertThat(sample.valuesOf("n")).containsExactly(2L, 10L, 33L, 7L);
            assertThat(sample.valuesOf("d")).containsExactly("2024-09-01", "2024-10-01", "2024-11-01", "2023-01-01");
        }
    }

    @Test
    void shortensLongStrings() {
        ParquetTable table = ParquetFixtures.write(dir, "notes",
                "SELECT repeat('a', 500) AS note UNION ALL SELECT 'short'");
        try (Catalog catalog = new Catalog(List.of(table))) {
            List<Object> notes = new TableSampler(catalog).sample(table).valuesOf("note");
            assertThat(notes).containsExactly("a".repeat(77) + "…", "short");
        }
    }

    @Test
    void everyAwkwardTypeSamplesIntoPlainYamlSafeValues() {
        ParquetTable table = ParquetFixtures.write(dir, "awkward", ParquetFixtures.awkwardTypes());
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableSample sample = new TableSampler(catalog).sample(table);
            assertThat(sample.valuesOf("dec")).containsExactly(3.0, 12.5);
            assertThat(sample.valuesOf("big_dec")).containsExactly(0.01, "1234567890123456.78");
            assertThat(sample.valuesOf("id")).containsExactly("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11",
                    "b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");
            assertThat(sample.valuesOf("wait")).containsExactly("01:30:00", "3 days");
            assertThat(sample.valuesOf("ts")).containsExactly("2024-01-02T03:04:05", "2024-03-02T00:00:00");
            assertThat(sample.valuesOf("tstz")).containsExactly("2024-01-02T01:04:05+00:00",
                    "2024-03-02T00:00:00+00:00");
            assertThat(sample.valuesOf("day")).containsExactly("2023-12-31", "2024-01-02");
            assertThat(sample.valuesOf("dbl")).containsExactly("-Infinity", "Infinity", "NaN");
            assertThat(sample.valuesOf("nothing")).isEmpty();
            assertThat(sample.valuesOf("list")).hasSize(2).allMatch(String.class::isInstance);
            assertThat(sample.valuesOf("struct")).hasSize(2).allMatch(String.class::isInstance);
            assertThat(sample.valuesOf("map")).hasSize(2).allMatch(String.class::isInstance);
            assertThat(sample.valuesOf("payload")).hasSize(2).allMatch(String.class::isInstance);
            assertThat(sample.valuesOf("huge")).hasSize(2).allMatch(v -> v instanceof Long || v instanceof BigInteger
                    || v instanceof Double);
            assertThat(sample.valuesByColumn().values()).allSatisfy(values -> assertThat(values)
                    .allMatch(v -> v instanceof String || v instanceof Long || v instanceof BigInteger
                            || v instanceof Double || v instanceof Boolean));
            YamlSafety.assertRoundTrips(Map.copyOf(sample.valuesByColumn()));
        }
    }

    @Test
    void anEmptyTableSamplesToEmptyLists() {
        ParquetTable table = ParquetFixtures.write(dir, "empty", "SELECT 1 AS id, 'x' AS name WHERE false");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableSample sample = new TableSampler(catalog).sample(table);
            assertThat(sample.valuesByColumn()).containsOnlyKeys("id", "name");
            assertThat(sample.valuesOf("id")).isEmpty();
            assertThat(sample.schema().fingerprint()).isEqualTo(catalog.fingerprint(table));
        }
    }
}
