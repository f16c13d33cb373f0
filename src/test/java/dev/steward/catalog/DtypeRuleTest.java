package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DtypeRuleTest {

    @Test
    void typesDecideNumericBooleanAndDateTimeWhateverTheCardinality() {
        assertThat(DtypeRule.classify("INTEGER", 3, 1000)).isEqualTo(Dtype.NUMERIC);
        assertThat(DtypeRule.classify("DECIMAL(18,2)", 2, 10)).isEqualTo(Dtype.NUMERIC);
        assertThat(DtypeRule.classify("HUGEINT", 2, 10)).isEqualTo(Dtype.NUMERIC);
        assertThat(DtypeRule.classify("BOOLEAN", 2, 10)).isEqualTo(Dtype.BOOLEAN);
        assertThat(DtypeRule.classify("TIMESTAMP WITH TIME ZONE", 2, 10)).isEqualTo(Dtype.DATE_TIME);
        assertThat(DtypeRule.classify("DATE", 900, 1000)).isEqualTo(Dtype.DATE_TIME);
    }

    @Test
    void stringsAreCategoricalWhenTheyRepeatElseText() {
        assertThat(DtypeRule.classify("VARCHAR", 50, 60)).isEqualTo(Dtype.CATEGORICAL);
        assertThat(DtypeRule.classify("VARCHAR", 51, 60)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("VARCHAR", 500, 10_000)).isEqualTo(Dtype.CATEGORICAL);
        assertThat(DtypeRule.classify("VARCHAR", 501, 10_000)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("VARCHAR", 0, 0)).isEqualTo(Dtype.TEXT);
    }

    @Test
    void identifiersBinaryAndNestedValuesAreText() {
        assertThat(DtypeRule.classify("UUID", 2, 1000)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("BLOB", 2, 1000)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("INTEGER[]", 2, 1000)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("STRUCT(a INTEGER)", 2, 1000)).isEqualTo(Dtype.TEXT);
        assertThat(DtypeRule.classify("MAP(VARCHAR, INTEGER)", 2, 1000)).isEqualTo(Dtype.TEXT);
    }
}
