package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaFingerprintTest {

    @Test
    void matchesOpenmedallionGoldenValues() {
        assertThat(SchemaFingerprint.of(List.of())).isEqualTo("e3b0c44298fc1c14");
        assertThat(SchemaFingerprint.of(List.of(col("id", "BIGINT"), col("name", "VARCHAR"))))
                .isEqualTo("f5bdde6803c21072");
        assertThat(SchemaFingerprint.of(List.of(col("order_id", "BIGINT"), col("amount", "DOUBLE"),
                col("region", "VARCHAR")))).isEqualTo("f4577205c246844c");
        assertThat(SchemaFingerprint.of(List.of(col("region", "VARCHAR"), col("total", "DOUBLE"))))
                .isEqualTo("063da00bd059ad27");
    }

    @Test
    void ignoresColumnOrderButNotNamesOrTypes() {
        List<ColumnSchema> base = List.of(col("a", "BIGINT"), col("b", "VARCHAR"));
        String fingerprint = SchemaFingerprint.of(base);
        assertThat(SchemaFingerprint.of(List.of(col("b", "VARCHAR"), col("a", "BIGINT")))).isEqualTo(fingerprint);
        assertThat(SchemaFingerprint.of(List.of(col("a", "INTEGER"), col("b", "VARCHAR")))).isNotEqualTo(fingerprint);
        assertThat(SchemaFingerprint.of(List.of(col("a", "BIGINT"), col("c", "VARCHAR")))).isNotEqualTo(fingerprint);
        assertThat(SchemaFingerprint.of(List.of(col("a", "BIGINT")))).isNotEqualTo(fingerprint);
    }

    private static ColumnSchema col(String name, String type) {
        return new ColumnSchema(name, type);
    }
}
