package dev.steward.ui.fx;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ValueTextTest {

    @Test
    void amountsAndLargeCountsAreGroupedIdentifiersAndYearsAreNot() {
        assertThat(ValueText.of(new BigDecimal("24656220.58"), "revenue")).isEqualTo("24,656,220.58");
        assertThat(ValueText.of(1204311L, "deals")).isEqualTo("1,204,311");
        assertThat(ValueText.of(1204311L, "customer_id")).isEqualTo("1204311");
        assertThat(ValueText.of(2024, "year")).isEqualTo("2024");
        assertThat(ValueText.of(2024, "fiscal_year")).isEqualTo("2024");
        assertThat(ValueText.of(812, "deals")).isEqualTo("812");
        assertThat(ValueText.of(0.12345, "share")).isEqualTo("0.1235");
        assertThat(ValueText.of(null, "region")).isEqualTo("NULL");
        assertThat(ValueText.of("East", "region")).isEqualTo("East");
    }

    @Test
    void onlyNumbersAreRightAligned() {
        assertThat(ValueText.isNumber(new BigDecimal("1.5"))).isTrue();
        assertThat(ValueText.isNumber(3L)).isTrue();
        assertThat(ValueText.isNumber("3")).isFalse();
        assertThat(ValueText.isNumber(null)).isFalse();
    }
}
