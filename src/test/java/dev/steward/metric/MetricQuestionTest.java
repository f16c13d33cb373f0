package dev.steward.metric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MetricQuestionTest {
    private static final List<String> NAMES = List.of("Net revenue", "net sales", "net_revenue");
    private static final Map<String, List<String>> DIMENSIONS = new LinkedHashMap<>();

    static {
        DIMENSIONS.put("region", List.of("territory"));
        DIMENSIONS.put("channel", List.of());
    }

    private static MetricQuestion.Reading read(String question) {
        return MetricQuestion.read(question, NAMES, DIMENSIONS);
    }

    @Test
    void aMeasureOverAPeriodIsOneTotal() {
        assertThat(read("net revenue for August 2026")).isEqualTo(new MetricQuestion.Grouped(List.of()));
        assertThat(read("What was our net revenue in Q3 2026?")).isEqualTo(new MetricQuestion.Grouped(List.of()));
        assertThat(read("Net sales between 2026-07-01 and 2026-07-15.")).isEqualTo(
                new MetricQuestion.Grouped(List.of()));
        assertThat(read("what's the total net revenue in 2026")).isEqualTo(new MetricQuestion.Grouped(List.of()));
    }

    @Test
    void groupingClausesNameAllowedDimensionsBySynonymAndPluralToo() {
        assertThat(read("net revenue by region in Q3 2026")).isEqualTo(
                new MetricQuestion.Grouped(List.of("region")));
        assertThat(read("Net revenue by territory and channel for August 2026?")).isEqualTo(
                new MetricQuestion.Grouped(List.of("region", "channel")));
        assertThat(read("net revenue for each region, August 2026")).isEqualTo(
                new MetricQuestion.Grouped(List.of("region")));
        assertThat(read("net revenue per channels in 2026")).isEqualTo(
                new MetricQuestion.Grouped(List.of("channel")));
    }

    @Test
    void anUnknownDimensionNamesTheAllowedOnes() {
        assertThat(read("net revenue by customer in August 2026")).isEqualTo(
                new MetricQuestion.UnknownDimension("customer", List.of("region", "channel")));
        assertThat(read("net revenue by region and product for August 2026")).isEqualTo(
                new MetricQuestion.UnknownDimension("product", List.of("region", "channel")));
    }

    @Test
    void anythingElseAskedIsLeftToGeneration() {
        assertThat(read("top 3 regions ranked on net revenue in August 2026"))
                .isInstanceOf(MetricQuestion.NotAMetricQuestion.class);
        assertThat(read("net revenue of online deals over 500 euros in August 2026"))
                .isEqualTo(new MetricQuestion.NotAMetricQuestion("online deals 500 euros"));
        assertThat(read("how does net revenue compare with gross revenue in 2026"))
                .isInstanceOf(MetricQuestion.NotAMetricQuestion.class);
    }
}
