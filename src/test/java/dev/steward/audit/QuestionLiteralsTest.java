package dev.steward.audit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The literal probe on its own: what a question names and the forms of it the SQL may carry. */
class QuestionLiteralsTest {
    private final QuestionLiterals literals = new QuestionLiterals();

    @Test
    void aQuarterIsCarriedByItsCodeItsQuarterFunctionOrADateInItsMonths() {
        String question = "What was revenue in Q3 2024?";
        assertThat(literals.missing(question, "SELECT 1 WHERE quarter = '2024-Q3'")).isEmpty();
        assertThat(literals.missing(question, "SELECT 1 WHERE year(d) = 2024 AND quarter(d) = 3")).isEmpty();
        assertThat(literals.missing(question, "SELECT 1 WHERE d BETWEEN DATE '2024-07-01' AND DATE '2024-09-30'"))
                .isEmpty();
        assertThat(literals.missing(question, "SELECT 1 WHERE year(d) = 2024")).singleElement().asString()
                .startsWith("The question names the quarter 2024-Q3");
        assertThat(literals.missing("Revenue in the third quarter of 2023?", "SELECT 1 WHERE year(d) = 2023"))
                .singleElement().asString().contains("2023-Q3");
    }

    @Test
    void yearsMonthsNamesAndNumbersMustAppearInTheSql() {
        assertThat(literals.missing("How many deals over $250,000 did we win in 2024?",
                "SELECT COUNT(*) FROM t WHERE amount > 250000 AND year(d) = 2024")).isEmpty();
        assertThat(literals.missing("Which deals covered more than 10% of target?", "SELECT * FROM t WHERE p > 0.1"))
                .isEmpty();
        assertThat(literals.missing("Which reps report to Tara Johansson?", "SELECT * FROM reps WHERE m = 'Tara'"))
                .singleElement().asString().contains("“Tara Johansson”");
        assertThat(literals.missing("What did we sell in March 2024?", "SELECT 1 WHERE d >= '2024-03-01'")).isEmpty();
        assertThat(literals.missing("What did we sell in March 2024?", "SELECT 1 WHERE year(d) = 2024"))
                .singleElement().asString().contains("month March");
        assertThat(literals.missing("Who are the top 5 reps?", "SELECT * FROM r LIMIT 10")).singleElement()
                .asString().contains("number 5");
        assertThat(literals.missing("May we list the reps hired in 2021?", "SELECT * FROM r WHERE year(h) = 2021"))
                .isEmpty();
    }
}
