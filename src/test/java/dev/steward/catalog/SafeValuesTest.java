package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class SafeValuesTest {

    @Test
    void convertsDuckDbTextToPlainJavaValuesByKind() {
        assertThat(SafeValues.fromDuckDbText(ValueKind.INTEGER, "-42")).isEqualTo(-42L);
        assertThat(SafeValues.fromDuckDbText(ValueKind.BIG_INTEGER, "170141183460469231731687303715884105727"))
                .isEqualTo(new BigInteger("170141183460469231731687303715884105727"));
        assertThat(SafeValues.fromDuckDbText(ValueKind.BIG_INTEGER, "7")).isEqualTo(7L);
        assertThat(SafeValues.fromDuckDbText(ValueKind.BOOLEAN, "true")).isEqualTo(true);
        assertThat(SafeValues.fromDuckDbText(ValueKind.FLOATING, "0.1")).isEqualTo(0.1);
        assertThat(SafeValues.fromDuckDbText(ValueKind.DATE, "2024-01-31")).isEqualTo("2024-01-31");
        assertThat(SafeValues.fromDuckDbText(ValueKind.STRING, null)).isNull();
    }

    @Test
    void nanAndInfinitiesBecomeStrings() {
        assertThat(SafeValues.fromDuckDbText(ValueKind.FLOATING, "nan")).isEqualTo("NaN");
        assertThat(SafeValues.fromDuckDbText(ValueKind.FLOATING, "inf")).isEqualTo("Infinity");
        assertThat(SafeValues.fromDuckDbText(ValueKind.FLOATING, "-inf")).isEqualTo("-Infinity");
    }

    @Test
    void decimalsBecomeDoublesOnlyWhenNothingIsLost() {
        assertThat(SafeValues.fromDuckDbText(ValueKind.DECIMAL, "12.50")).isEqualTo(12.5);
        assertThat(SafeValues.fromDuckDbText(ValueKind.DECIMAL, "1234567890123456.78"))
                .isEqualTo("1234567890123456.78");
        assertThat(SafeValues.fromDuckDbText(ValueKind.DECIMAL, "0.10000000000000000001"))
                .isEqualTo("0.10000000000000000001");
    }

    @Test
    void timestampsBecomeIsoStrings() {
        assertThat(SafeValues.fromDuckDbText(ValueKind.TIMESTAMP, "2024-01-02 03:04:05.5"))
                .isEqualTo("2024-01-02T03:04:05.5");
        assertThat(SafeValues.fromDuckDbText(ValueKind.TIMESTAMP_TZ, "2024-01-02 01:04:05+00"))
                .isEqualTo("2024-01-02T01:04:05+00:00");
    }

    @Test
    void shortensLongStringsToSeventySevenCharactersAndAnEllipsis() {
        String exactly80 = "x".repeat(80);
        assertThat(SafeValues.shortened(exactly80)).isEqualTo(exactly80);
        assertThat(SafeValues.shortened("y".repeat(81))).isEqualTo("y".repeat(77) + "…");
        assertThat(SafeValues.shortened(12L)).isEqualTo(12L);
    }

    @Test
    void shorteningNeverSplitsACharacterOutsideTheBasicPlane() {
        String emoji = "\uD83D\uDE00"; // one code point, two UTF-16 units
        String shortened = (String) SafeValues.shortened(emoji.repeat(100));
        assertThat(shortened.codePointCount(0, shortened.length())).isEqualTo(78);
        assertThat(shortened).startsWith(emoji.repeat(77)).endsWith("…");
    }
}
