package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.ParquetTable;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextValueSampleTest {
    @TempDir
    Path dir;

    @Test
    void keepsTheDistinctWordsOfLowCardinalityTextColumnsOnly() {
        ParquetTable table = ParquetFixtures.write(dir, "tracks", """
                SELECT range AS track_id,
                       ['Rock', 'Jazz', 'Blues', 'Rock'][range % 4 + 1] AS genre,
                       'Track number ' || range AS title,
                       (range % 3)::VARCHAR AS code,
                       'Q' || (range % 4) AS quarter,
                       CASE WHEN range % 2 = 0 THEN 'Live' ELSE repeat('x', 60) END AS note
                FROM range(200)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            Map<String, List<String>> values = new TextValueSample(catalog).of(catalog.schema(table));
            // title has 200 distinct values, code holds no letter, quarter a digit, note's long value is dropped
            assertThat(values).containsOnlyKeys("genre", "note");
            assertThat(values.get("genre")).containsExactly("Blues", "Jazz", "Rock");
            assertThat(values.get("note")).containsExactly("Live");
        }
    }

    @Test
    void nullsAreNoValueAndEveryValueIsJudgedWhole() {
        ParquetTable table = ParquetFixtures.write(dir, "members", """
                SELECT range AS id,
                       CASE WHEN range % 2 = 0 THEN NULL ELSE 'Gold' END AS tier,
                       ['Zürich', 'Genève', '東京', 'R2-D2', 'é' || repeat('a', 39), repeat('a', 41)][range % 6 + 1] AS city
                FROM range(12)""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            Map<String, List<String>> values = new TextValueSample(catalog).of(catalog.schema(table));
            // a letter means a-z or A-Z ('東京' has none); 40 characters, not bytes, is the longest kept
            assertThat(values).containsEntry("tier", List.of("Gold"));
            assertThat(values.get("city")).containsExactly("Genève", "Zürich", "é" + "a".repeat(39));
        }
    }

    @Test
    void readsOnlyTheFirstRowsNotTheWholeTable() {
        // the first 10,000 rows hold one colour; the rest of the table would push the column over the limit
        ParquetTable table = ParquetFixtures.write(dir, "paints", """
                SELECT range AS id, CASE WHEN range < 10000 THEN 'Red' ELSE 'Colour ' || range END AS colour
                FROM range(10100) ORDER BY range""");
        try (Catalog catalog = new Catalog(List.of(table))) {
            assertThat(new TextValueSample(catalog).of(catalog.schema(table))).containsEntry("colour", List.of("Red"));
        }
    }

    @Test
    void aTableWithoutTextColumnsIsNotQueried() {
        ParquetTable table = ParquetFixtures.write(dir, "numbers", "SELECT range AS n FROM range(3)");
        try (Catalog catalog = new Catalog(List.of(table))) {
            assertThat(new TextValueSample(catalog).of(catalog.schema(table))).isEmpty();
        }
    }
}
