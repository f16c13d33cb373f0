package dev.steward.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which results get a quick chart: one category + one number → bar, a date + a number → line, else none. */
class ChartShapeTest {

    private static QueryResult result(String firstType, String secondType, int rows) {
        List<List<Object>> data = new java.util.ArrayList<>();
        for (int i = 0; i < rows; i++) {
            data.add(List.of("v" + i, i));
        }
        return new QueryResult(List.of(new ResultColumn("a", firstType), new ResultColumn("b", secondType)), data,
                false, 1);
    }

    @Test
    void aCategoryAndANumberMakeABarInEitherOrder() {
        assertThat(ChartShape.of(result("VARCHAR", "DECIMAL(18,2)", 5)))
                .contains(new ChartShape(ChartShape.Kind.BAR, 0, 1));
        assertThat(ChartShape.of(result("BIGINT", "VARCHAR", 5))).contains(new ChartShape(ChartShape.Kind.BAR, 1, 0));
    }

    @Test
    void aDateAndANumberMakeALine() {
        assertThat(ChartShape.of(result("DATE", "DOUBLE", 12))).contains(new ChartShape(ChartShape.Kind.LINE, 0, 1));
        assertThat(ChartShape.of(result("TIMESTAMP WITH TIME ZONE", "HUGEINT", 40)))
                .contains(new ChartShape(ChartShape.Kind.LINE, 0, 1));
    }

    @Test
    void otherShapesGetNoChart() {
        assertThat(ChartShape.of(result("VARCHAR", "VARCHAR", 5))).isEmpty();
        assertThat(ChartShape.of(result("VARCHAR", "INTERVAL", 5))).isEmpty();
        assertThat(ChartShape.of(result("VARCHAR", "INTEGER", 1))).isEmpty();
        assertThat(ChartShape.of(result("VARCHAR", "INTEGER", ChartShape.MAX_BARS + 1))).isEmpty();
        assertThat(ChartShape.of(null)).isEmpty();
        assertThat(ChartShape.of(new QueryResult(List.of(new ResultColumn("a", "VARCHAR")), List.of(), false, 0)))
                .isEmpty();
    }
}
