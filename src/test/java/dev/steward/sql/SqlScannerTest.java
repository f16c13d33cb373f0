package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one scanner of quotes and comments: the terminator cut ({@link SqlText}) and parameter inlining
 * ({@link SqlLiterals}) read the same text the same way, including DuckDB's E-strings, dollar quotes and nested
 * block comments (each scanned its own way before).
 */
class SqlScannerTest {

    @Test
    void aSemicolonOrAParameterInsideQuotesOrCommentsIsText() {
        List<String> hidden = List.of("'a;?'", "E'it\\'s;?'", "$$;?$$", "$q$ ; ? $q$", "\"x;?\"",
                "/* outer /* inner */ ;? */", "-- ;?\n");
        for (String text : hidden) {
            String sql = "SELECT " + text + " AS v, ? AS p; SELECT 2";

            assertThat(SqlText.withoutTerminator(sql)).as(text).isEqualTo("SELECT " + text + " AS v, ? AS p");
            assertThat(SqlLiterals.inline("SELECT " + text + " AS v, ? AS p", List.of(7L))).as(text)
                    .isEqualTo("SELECT " + text + " AS v, 7 AS p");
        }
    }

    @Test
    void dollarsThatAreNoQuoteAndTextEndingInsideAComment() {
        assertThat(SqlText.withoutTerminator("SELECT $1, x$y$ FROM t; --")).isEqualTo("SELECT $1, x$y$ FROM t");
        assertThat(SqlLiterals.inline("SELECT $1 + ?", List.of(2L))).isEqualTo("SELECT $1 + 2");
        assertThat(SqlText.withoutTerminator("SELECT 1 /* open /* nested */ still open")).isNull();
        assertThat(SqlText.withoutTerminator("SELECT 1 /* closed /* nested */ */")).isEqualTo(
                "SELECT 1 /* closed /* nested */ */");
        assertThat(SqlText.withoutTerminator("SELECT 'unclosed;")).isEqualTo("SELECT 'unclosed;");
        assertThat(SqlText.withoutTerminator("SELECTE';'")).isEqualTo("SELECTE';'");
        assertThat(SqlScanner.tokens("SELECT e'\\''").get(3)).isEqualTo(
                new SqlScanner.Token(SqlScanner.Kind.STRING, 8, 12, "'\\''"));
    }
}
