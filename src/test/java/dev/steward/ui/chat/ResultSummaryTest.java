package dev.steward.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.pipeline.PipelineStep;
import dev.steward.pipeline.StepKind;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 21: the chat's one-line summary of a result, from the rows alone, and its plain step lines. */
class ResultSummaryTest {

    @Test
    void theLeaderItsValueAndShareOfTheTotal() {
        QueryResult result = result(List.of("region", "revenue"), List.of("East", 1_880_000.0),
                List.of("West", 2_000_000.0 - 1_880_000.0 + 3_000_000.0), List.of("North", 1_720_000.0));
        assertThat(ResultSummary.of(result)).hasValue("West leads with 3.12 M, 46 % of the total (revenue, 3 rows).");
    }

    @Test
    void rowsSortedSmallestFirstNameTheFirstRowAndRatiosGetNoShareOfATotal() {
        // the sample's "Which regions missed their target in 2024-Q4?": ORDER BY attainment_pct, worst first
        QueryResult missed = result(List.of("region", "revenue", "target_amount", "attainment_pct"),
                List.of("North", 1_056_590.0, 1_960_000L, 53.91), List.of("South", 953_384.0, 1_410_000L, 67.62),
                List.of("West", 1_200_000.0, 1_700_000L, 70.59), List.of("East", 1_100_000.0, 1_480_000L, 74.32));
        assertThat(ResultSummary.of(missed)).hasValue("North is lowest with 53.91 (attainment_pct, 4 rows).");

        QueryResult descending = result(List.of("rep", "avg_deal_size"), List.of("Ada", 900.0), List.of("Bo", 500.0));
        assertThat(ResultSummary.of(descending)).hasValue("Ada leads with 900 (avg_deal_size, 2 rows).");
        QueryResult ascendingAmounts = result(List.of("region", "revenue"), List.of("North", 100.0),
                List.of("East", 300.0));
        assertThat(ResultSummary.of(ascendingAmounts)).hasValue("North is lowest with 100, 25 % of the total "
                + "(revenue, 2 rows).");
        QueryResult equal = result(List.of("region", "revenue"), List.of("North", 100.0), List.of("East", 100.0));
        assertThat(ResultSummary.of(equal)).hasValue("North leads with 100, 50 % of the total (revenue, 2 rows).");
    }

    @Test
    void oneValueIsTheAnswerAndNoRowsSaySo() {
        assertThat(ResultSummary.of(result(List.of("n"), List.of(42L)))).hasValue("The answer is 42.");
        assertThat(ResultSummary.of(result(List.of("region", "total"), List.of("East", 24656220.58))))
                .hasValue("total is 24.66 M.");
        assertThat(ResultSummary.of(result(List.of("n")))).hasValue("No rows match.");
        assertThat(ResultSummary.of(result(List.of("name", "city"), List.of("Ada", "Oslo"), List.of("Bo", "Rome"))))
                .as("nothing numeric to talk about").isEmpty();
    }

    @Test
    void stepsInPlainWordsWithTheTechnicalLineKept() {
        PipelineStep run = new PipelineStep(StepKind.EXECUTION, "1 rows in 4 ms", 4);
        assertThat(StepText.plain(run)).isEqualTo("Ran the query: 1 row");
        assertThat(StepText.technical(run)).isEqualTo("execution — 1 rows in 4 ms · 4 ms");
        assertThat(StepText.plain(new PipelineStep(StepKind.RETRIEVAL, "2 tables (raw_schema_fallback, confidence "
                + "0.54), 3 examples", 9))).isEqualTo("Found the tables and examples that fit").doesNotContain("0.54");
        assertThat(StepText.plain(new PipelineStep(StepKind.VERIFIED_EXAMPLE, "this is a verified example's "
                + "question: its verified SQL ran as it is, no LLM call; 4 rows", 3)))
                .isEqualTo("Answered with a verified example's SQL (no LLM needed)");
    }

    private static QueryResult result(List<String> names, List<?>... rows) {
        return new QueryResult(names.stream().map(n -> new ResultColumn(n, "X")).toList(),
                Arrays.stream(rows).map(r -> (List<Object>) List.copyOf(r)).toList(), false, 1);
    }
}
