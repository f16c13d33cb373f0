package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bound values written as literals: the literal SQL, run in the real sandbox, returns the same rows as the bound
 * statement, for hostile text too (quotes, backslashes, comment and statement breakers, a question mark).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SqlLiteralsTest {
    private Sandbox sandbox;
    private SqlExecutor executor;

    @BeforeAll
    void open(@TempDir Path tmp) throws Exception {
        sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck-tmp"));
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    void close() {
        sandbox.close();
    }

    private List<List<Object>> rows(String sql, List<Object> params) {
        return executor.execute(sql, params, QueryLimits.defaults(), new QueryCancellation()).rows();
    }

    private void assertSameRows(String sql, List<Object> params) {
        String literal = SqlLiterals.inline(sql, params);
        assertThat(rows(literal, List.of())).isEqualTo(rows(sql, params));
    }

    @Test
    void eachTypeBecomesItsLiteral() {
        assertThat(SqlLiterals.literal("O'Brien")).isEqualTo("'O''Brien'");
        assertThat(SqlLiterals.literal(5L)).isEqualTo("5");
        assertThat(SqlLiterals.literal(-5L)).isEqualTo("(-5)");
        assertThat(SqlLiterals.literal(new BigDecimal("250000.50"))).isEqualTo("250000.50");
        assertThat(SqlLiterals.literal(LocalDate.of(2024, 10, 1))).isEqualTo("DATE '2024-10-01'");
        assertThat(SqlLiterals.literal(null)).isEqualTo("NULL");
        assertThatThrownBy(() -> SqlLiterals.literal(new Object())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void literalSqlReturnsTheRowsOfTheBoundStatement() {
        assertSameRows("SELECT id, amount FROM orders WHERE region = ? ORDER BY id", List.of("North"));
        assertSameRows("SELECT count(*) FROM orders WHERE order_date >= ? AND amount > ?",
                List.of(LocalDate.of(2024, 1, 3), new BigDecimal("10.25")));
        assertSameRows("SELECT id FROM orders ORDER BY id LIMIT ?", List.of(4L));
        assertSameRows("SELECT id - ? AS shifted FROM orders ORDER BY id", List.of(-3L));
    }

    @Test
    void hostileTextStaysOneStringValue() {
        for (String hostile : List.of("North' OR 1=1 --", "a\\'b", "x'; DROP TABLE orders; --", "why?", "/* c */",
                "$$dollar$$", "naïve — ünïcode", "line\nbreak", "''")) {
            String sql = "SELECT ? AS v, count(*) AS n FROM orders WHERE region = ?";
            assertSameRows(sql, List.of(hostile, hostile));
            assertThat(rows(SqlLiterals.inline(sql, List.of(hostile, hostile)), List.of()).get(0).get(0))
                    .isEqualTo(hostile);
        }
    }

    @Test
    void questionMarksInsideStringsNamesAndCommentsAreNotParameters() {
        String sql = "SELECT 'why?' AS \"what?\", ? AS v -- really?\n/* a ? /* nested ? */ here ? */ FROM orders "
                + "WHERE region = ? AND E'it\\'s?' IS NOT NULL LIMIT 1";
        assertSameRows(sql, List.of("one", "North"));
    }

    @Test
    void aCountMismatchIsRefused() {
        assertThatThrownBy(() -> SqlLiterals.inline("SELECT ?, ?", List.of(1L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("more ? parameters");
        assertThatThrownBy(() -> SqlLiterals.inline("SELECT ?", List.of(1L, 2L)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 ? parameter(s) but 2");
    }
}
