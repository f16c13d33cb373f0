package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** test_examples_approve.py's content_hash part, with openmedallion's golden values. */
class ExampleContentHashTest {

    @Test
    void matchesOpenmedallionGoldenValues() {
        assertThat(ExampleContentHash.of("q", "SELECT 1")).isEqualTo("21bc333a8f9a");
        assertThat(ExampleContentHash.of("How many orders?", "SELECT COUNT(*) AS n FROM orders"))
                .isEqualTo("7abf0a4d065e");
    }

    @Test
    void placeholdersAreSortedDistinctAndUnicodeAware() {
        Example template = new Example("q", "SELECT * FROM t WHERE q = {quarter} AND r = {région} AND x = {quarter}"
                + " AND y = {not a slot} AND z = '{}'", true, true, null, null, null, null);
        assertThat(template.placeholders()).containsExactly("quarter", "région");
        assertThat(Example.draft("q", "SELECT 1").placeholders()).isEmpty();
    }

    @Test
    void templatedRequiresVerifiedInTheModelToo() {
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> new Example("q", "SELECT {x}", false, true, null, null, null, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("templated");
    }

    @Test
    void isStableAndChangesWithQuestionOrSql() {
        String hash = ExampleContentHash.of("How many orders?", "SELECT 1");
        assertThat(ExampleContentHash.of("How many orders?", "SELECT 1")).isEqualTo(hash).hasSize(12)
                .matches("[0-9a-f]{12}");
        assertThat(ExampleContentHash.of("How many orders?", "SELECT 2")).isNotEqualTo(hash);
        assertThat(ExampleContentHash.of("How many orders!", "SELECT 1")).isNotEqualTo(hash);
        // The NUL separator keeps "ab"+"c" apart from "a"+"bc".
        assertThat(ExampleContentHash.of("ab", "c")).isNotEqualTo(ExampleContentHash.of("a", "bc"));
        assertThat(Example.draft("q", "SELECT 1").contentHash()).isEqualTo("21bc333a8f9a");
    }
}
