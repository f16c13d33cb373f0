package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ColumnAggregatesTest {
    @TempDir
    Path dir;

    @Test
    void withNoColumnsStillCountsRowsAndRanksNothing() {
        ParquetTable table = ParquetFixtures.write(dir, "t", "SELECT range AS id FROM range(7)");
        try (Catalog catalog = new Catalog(List.of(table))) {
            ColumnAggregates.Result result = catalog.query(table,
                    c -> new ColumnAggregates().compute(c, table.file(), List.of()));
            assertThat(result.rowCount()).isEqualTo(7);
            assertThat(result.columns()).isEmpty();
            List<RankedValues> ranked = catalog.query(table,
                    c -> new ValueRanking(8, true).rank(c, table.file(), List.of()));
            List<Histogram> histograms = catalog.query(table,
                    c -> new HistogramQuery().compute(c, table.file(), List.of(), result));
            assertThat(ranked).isEmpty();
            assertThat(histograms).isEmpty();
        }
    }

    @Test
    void quotesColumnNamesThatNeedIt() {
        ParquetTable table = ParquetFixtures.write(dir, "odd",
                "SELECT 1 AS \"order-id\", 'x' AS \"say \"\"hi\"\"\", 2.5 AS \"select\"");
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            assertThat(profile.columns()).extracting(ColumnProfile::name)
                    .containsExactly("order-id", "say \"hi\"", "select");
            assertThat(new TableSampler(catalog).sample(table).valuesOf("say \"hi\"")).containsExactly("x");
        }
    }
}
