package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparator on real DuckDB results from the sandbox over the bundled sample project. */
class ResultComparatorTest {
    @TempDir
    static Path tmp;
    private static SampleSandbox sample;
    private final ResultComparator comparator = new ResultComparator();

    @BeforeAll
    static void open() {
        sample = new SampleSandbox(tmp.resolve("duck"));
    }

    @AfterAll
    static void close() {
        sample.close();
    }

    private Comparison compare(String golden, String generated) {
        return compare(golden, generated, Tolerance.DEFAULT);
    }

    private Comparison compare(String golden, String generated, Tolerance tolerance) {
        GoldenOrdering ordering = new SqlTreeReader(sample.executor()).ordering(golden);
        return comparator.compare(sample.run(golden), sample.run(generated), ordering, tolerance);
    }

    private static String values(String rows, String columns) {
        return "SELECT * FROM (VALUES " + rows + ") v(" + columns + ")";
    }

    @Nested
    class NamesAndColumns {
        @Test
        void countStarWithAndWithoutAliasIsAMatchChangedFromOpenmedallion() {
            Comparison c = compare("SELECT COUNT(*) AS n FROM transactions", "SELECT   count(*) FROM   transactions");
            assertThat(c.reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void columnOrderAndNamesAreIgnored() {
            Comparison c = compare("SELECT stage, COUNT(*) AS n FROM transactions GROUP BY stage",
                    "SELECT COUNT(*) AS deals, stage AS s FROM transactions GROUP BY stage");
            assertThat(c.reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(c.columnMapping()).containsExactly(1, 0);
        }

        @Test
        void columnsOfTheSameTypeArePermutedByValues() {
            Comparison c = compare(values("(1, 10, 100), (2, 20, 200)", "a, b, c"),
                    values("(200, 2, 20), (100, 1, 10)", "z, x, y"));
            assertThat(c.reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(c.columnMapping()).containsExactly(1, 2, 0);
        }

        @Test
        void columnsThatOnlyMatchTogetherAreFoundBySearchingPermutations() {
            // each column alone has the same values as the other; only one pairing keeps the rows intact
            Comparison c = compare(values("(1, 2), (2, 1), (1, 1)", "a, b"), values("(2, 1), (1, 2), (1, 1)", "x, y"));
            assertThat(c.reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void extraGeneratedColumnsWithTheGoldenRowsIntactAreASuperset() {
            Comparison c = compare("SELECT stage, COUNT(*) AS n FROM transactions GROUP BY stage",
                    "SELECT stage, SUM(amount) AS total, COUNT(*) AS n FROM transactions GROUP BY stage");
            assertThat(c.reason()).isEqualTo(ReasonCode.SUPERSET);
            assertThat(c.reason().passed()).isTrue();
            assertThat(c.columnMapping()).containsExactly(0, 2);
        }

        @Test
        void extraColumnsThatChangeTheGrainAreExtraColumns() {
            Comparison c = compare("SELECT stage, COUNT(*) AS n FROM transactions GROUP BY stage",
                    "SELECT stage, rep_id, COUNT(*) AS n FROM transactions GROUP BY stage, rep_id");
            assertThat(c.reason()).isEqualTo(ReasonCode.EXTRA_COLUMNS);
        }

        @Test
        void fewerColumnsAreMissingColumns() {
            Comparison c = compare("SELECT stage, COUNT(*) AS n FROM transactions GROUP BY stage",
                    "SELECT stage FROM transactions GROUP BY stage");
            assertThat(c.reason()).isEqualTo(ReasonCode.MISSING_COLUMNS);
            assertThat(c.detail()).contains("stage, n");
        }
    }

    @Nested
    class Rows {
        @Test
        void unorderedGoldenComparesRowsAsAMultiset() {
            assertThat(compare(values("(1), (2), (2)", "x"), values("(2), (1), (2)", "x") + " ORDER BY x DESC")
                    .reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void duplicatesCount() {
            Comparison c = compare(values("(1), (2), (2)", "x"), values("(1), (1), (2)", "x"));
            assertThat(c.reason()).isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(c.goldenOnly()).containsExactly(List.of(2));
            assertThat(c.generatedOnly()).containsExactly(List.of(1));
        }

        @Test
        void aSubsetOfTheGoldenRowsIsMissingRows() {
            Comparison c = compare("SELECT txn_id FROM transactions WHERE amount > 100000",
                    "SELECT txn_id FROM transactions WHERE amount > 200000");
            assertThat(c.reason()).isEqualTo(ReasonCode.MISSING_ROWS);
            assertThat(c.goldenOnly()).isNotEmpty().hasSizeLessThanOrEqualTo(Comparison.ROWS_SHOWN);
            assertThat(c.generatedOnly()).isEmpty();
        }

        @Test
        void aSupersetOfTheGoldenRowsIsExtraRows() {
            Comparison c = compare("SELECT txn_id FROM transactions WHERE amount > 200000",
                    "SELECT txn_id FROM transactions WHERE amount > 100000");
            assertThat(c.reason()).isEqualTo(ReasonCode.EXTRA_ROWS);
            assertThat(c.goldenOnly()).isEmpty();
        }

        @Test
        void noRowsWhereTheGoldenHasSomeIsAnEmptyResult() {
            assertThat(compare("SELECT txn_id FROM transactions", "SELECT txn_id FROM transactions WHERE false")
                    .reason()).isEqualTo(ReasonCode.EMPTY_RESULT);
        }

        @Test
        void aResultCutAtTheRowCapSaysOnlyTheFirstRowsWereCompared() {
            var golden = sample.executor().execute("SELECT txn_id FROM transactions ORDER BY txn_id",
                    new dev.steward.sql.QueryLimits(3, java.time.Duration.ofSeconds(10)));
            Comparison c = comparator.compare(golden, golden, GoldenOrdering.UNORDERED, Tolerance.DEFAULT);
            assertThat(c.reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(c.detail()).contains("row cap");
        }

        @Test
        void bothEmptyIsAMatch() {
            assertThat(compare("SELECT txn_id FROM transactions WHERE false",
                    "SELECT txn_id FROM transactions WHERE 1 = 0").reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void aDifferentAggregateIsAValueDiffShowingTheFirstDifferingRows() {
            Comparison c = compare("SELECT stage, SUM(amount) AS total FROM transactions GROUP BY stage",
                    "SELECT stage, AVG(amount) AS total FROM transactions GROUP BY stage");
            assertThat(c.reason()).isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(c.goldenOnly()).isNotEmpty();
            assertThat(c.generatedOnly()).isNotEmpty();
        }
    }

    @Nested
    class Ordering {
        @Test
        void aTopLevelOrderByMakesOrderMatter() {
            Comparison c = compare(values("(1), (2), (3)", "x") + " ORDER BY x", values("(1), (2), (3)", "x")
                    + " ORDER BY x DESC");
            assertThat(c.reason()).isEqualTo(ReasonCode.ORDER_DIFF);
            assertThat(c.goldenOnly().get(0)).containsExactly(1);
            assertThat(c.generatedOnly().get(0)).containsExactly(3);
        }

        @Test
        void rowsTiedOnTheSortKeyMayPermute() {
            String rows = "(1, 'a'), (1, 'b'), (2, 'c'), (2, 'd')";
            assertThat(compare(values(rows, "k, v") + " ORDER BY k, v", values(rows, "k, v") + " ORDER BY k, v DESC")
                    .reason()).isEqualTo(ReasonCode.ORDER_DIFF);
            assertThat(compare(values(rows, "k, v") + " ORDER BY k", values(rows, "k, v") + " ORDER BY k, v DESC")
                    .reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare(values(rows, "k, v") + " ORDER BY k", values(rows, "k, v") + " ORDER BY k DESC")
                    .reason()).isEqualTo(ReasonCode.ORDER_DIFF);
        }

        @Test
        void tiesAreFoundForOrdinalExpressionAndAliasKeys() {
            String golden = "SELECT stage, COUNT(*) > 0 AS any_deals FROM transactions GROUP BY stage";
            String flipped = "SELECT stage, true AS any_deals FROM transactions GROUP BY stage ORDER BY stage DESC";
            assertThat(compare(golden + " ORDER BY 2", flipped).reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare(golden + " ORDER BY any_deals", flipped).reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare(golden + " ORDER BY COUNT(*) > 0", flipped).reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void orderByInsideASubqueryAWindowOrAStringIsNotTopLevel() {
            String generated = values("(3), (2), (1)", "x");
            assertThat(compare("SELECT x FROM (" + values("(1), (2), (3)", "x") + " ORDER BY x) s", generated)
                    .reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT x FROM (SELECT x, ROW_NUMBER() OVER (ORDER BY x) AS r FROM ("
                    + values("(1), (2), (3)", "x") + ") w) s", generated).reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT x, 'order by x' AS note FROM (" + values("(1), (2), (3)", "x") + ") w",
                    "SELECT x, 'order by x' AS note FROM (" + generated + ") w").reason())
                    .isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void aKeyNotInTheOutputChecksOrderRowByRow() {
            String golden = "SELECT rep_name, revenue FROM gold.rep_leaderboard ORDER BY rank LIMIT 5";
            assertThat(compare(golden, golden).reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare(golden, "SELECT rep_name, revenue FROM (" + golden + ") t ORDER BY rep_name")
                    .reason()).isEqualTo(ReasonCode.ORDER_DIFF);
        }

        @Test
        void aSetOperationOrderedAtTheTopIsOrdered() {
            String golden = "SELECT 2 AS x UNION ALL SELECT 1 ORDER BY 1";
            assertThat(compare(golden, "SELECT 2 AS x UNION ALL SELECT 1").reason()).isEqualTo(ReasonCode.ORDER_DIFF);
        }
    }

    @Nested
    class Values {
        @Test
        void floatsAreEqualWithinTheDefaultTolerance() {
            assertThat(compare("SELECT 0.1::DOUBLE + 0.2::DOUBLE AS x", "SELECT 0.3::DOUBLE").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT 1000000.0::DOUBLE AS x", "SELECT 1000000.0000005::DOUBLE").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT 1.0::DOUBLE AS x", "SELECT 1.00001::DOUBLE").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
        }

        @Test
        void aPerExampleToleranceOverridesTheDefault() {
            assertThat(compare("SELECT 1.0::DOUBLE AS x", "SELECT 1.004::DOUBLE", new Tolerance(0.01, 0)).reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT 0.1::DOUBLE + 0.2::DOUBLE AS x", "SELECT 0.3::DOUBLE", new Tolerance(0, 0))
                    .reason()).isEqualTo(ReasonCode.VALUE_DIFF);
        }

        @Test
        void decimalDoubleAndIntegerTypesCompareByValue() {
            assertThat(compare("SELECT 10.25::DECIMAL(18,2) AS a", "SELECT 10.25::DOUBLE").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT 5::HUGEINT AS a, 7::TINYINT AS b", "SELECT 5::BIGINT, 7.0::DECIMAL(4,1)")
                    .reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT ROUND(AVG(amount), 2) AS a FROM transactions",
                    "SELECT ROUND(AVG(amount)::DOUBLE, 2) FROM transactions").reason()).isEqualTo(ReasonCode.MATCH);
        }

        @Test
        void nullEqualsNullButNotZeroOrEmptyText() {
            assertThat(compare("SELECT NULL::INTEGER AS a, 1 AS b", "SELECT NULL, 1").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT NULL::INTEGER AS a, 'x' AS b", "SELECT 0, 'x'").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(compare("SELECT NULL::VARCHAR AS a, 1 AS b", "SELECT '', 1").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
        }

        @Test
        void datesAndTimestampsCompareByTheMomentTheyName() {
            assertThat(compare("SELECT DATE '2024-03-01' AS d", "SELECT TIMESTAMP '2024-03-01 00:00:00'").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT DATE '2024-03-01' AS d", "SELECT date_trunc('month', DATE '2024-03-17')")
                    .reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT TIMESTAMPTZ '2024-01-01 10:00:00+02' AS t",
                    "SELECT TIMESTAMP '2024-01-01 08:00:00'").reason()).isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT DATE '2024-03-01' AS d", "SELECT TIMESTAMP '2024-03-01 00:00:01'").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(compare("SELECT DATE '2024-03-01' AS d", "SELECT '2024-03-01'").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
        }

        @Test
        void stringsAreExact() {
            assertThat(compare("SELECT 'East' AS r", "SELECT 'east'").reason()).isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(compare("SELECT 'East' AS r", "SELECT 'East '").reason()).isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(compare("SELECT '5' AS r", "SELECT 5").reason()).isEqualTo(ReasonCode.VALUE_DIFF);
        }

        @Test
        void listsAndStructsCompareElementWise() {
            assertThat(compare("SELECT [1, 2, 3] AS l", "SELECT [1.0::DOUBLE, 2, 3]").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT [1, 2] AS l", "SELECT [2, 1]").reason()).isEqualTo(ReasonCode.VALUE_DIFF);
            assertThat(compare("SELECT [DATE '2024-01-01', NULL] AS l", "SELECT [DATE '2024-01-01', NULL]").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT {'a': 1, 'b': 'x'} AS s", "SELECT {'a': 1.0::DOUBLE, 'b': 'x'}").reason())
                    .isEqualTo(ReasonCode.MATCH);
            assertThat(compare("SELECT list(stage ORDER BY stage) AS l FROM transactions",
                    "SELECT list(stage ORDER BY stage DESC) FROM transactions").reason())
                    .isEqualTo(ReasonCode.VALUE_DIFF);
        }
    }
}
