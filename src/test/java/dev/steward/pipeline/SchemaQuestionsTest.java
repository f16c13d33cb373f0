package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** openmedallion's meta-question cases (test_cerebrum_meta), plus the data questions it misread (reference §8.24). */
class SchemaQuestionsTest {

    @ParameterizedTest
    @ValueSource(strings = {"What tables are in the database?", "Which tables exist?", "List the tables",
        "What tables do you have?", "What columns does the orders table have?", "Which columns are in transactions?",
        "Describe the database schema", "Describe the orders table", "What is the database schema?",
        "WHAT TABLES EXIST"})
    void schemaQuestions(String question) {
        assertThat(SchemaQuestions.isSchemaQuestion(question)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"How many orders were placed each month?", "What are the top 5 customers by total spend?",
        "Show average salary by department", "What is the total revenue?", "", "   ",
        "What tables did we sell last month?", "Which tables sold best per quarter?"})
    void dataQuestions(String question) {
        assertThat(SchemaQuestions.isSchemaQuestion(question)).isFalse();
    }
}
