package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SqlFenceTest {
    @Test
    void stripsFenceLanguageTagAndTrailingSemicolons() {
        assertThat(SqlFence.strip("```sql\nSELECT 1;\n```")).isEqualTo("SELECT 1");
        assertThat(SqlFence.strip("  ```\nSELECT 2\n```  ")).isEqualTo("SELECT 2");
        assertThat(SqlFence.strip("SELECT 3 ;; ")).isEqualTo("SELECT 3");
    }

    @Test
    void leavesInnerTextAlone() {
        assertThat(SqlFence.strip("SELECT ';' AS s")).isEqualTo("SELECT ';' AS s");
        assertThat(SqlFence.strip("SELECT 1 -- ```")).isEqualTo("SELECT 1 -- ```");
        assertThat(SqlFence.strip(null)).isEmpty();
    }
}
