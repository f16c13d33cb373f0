package dev.steward.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SyntheticSchemaPlannerTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 8, 45, 60, 200})
    void plansExactlyTheTablesAskedForEachKeyPointingAtATablePlannedBefore(int count) {
        List<SyntheticTable> plan = new SyntheticSchemaPlanner().plan(count, 100_000);

        assertThat(plan).hasSize(count);
        assertThat(plan).extracting(SyntheticTable::name).doesNotHaveDuplicates();
        Set<String> before = new HashSet<>();
        for (SyntheticTable table : plan) {
            assertThat(table.foreignKeys()).allSatisfy(key -> assertThat(before).contains(key.toTable()));
            before.add(table.name());
        }
    }

    @Test
    void evenASmallProjectHasAFactAndFactsHoldMostRows() {
        List<SyntheticTable> plan = new SyntheticSchemaPlanner().plan(8, 10_000);

        assertThat(plan).filteredOn(SyntheticTable::fact).isNotEmpty();
        long factRows = plan.stream().filter(SyntheticTable::fact).mapToLong(SyntheticTable::rows).sum();
        assertThat(factRows).isGreaterThan(plan.stream().mapToLong(SyntheticTable::rows).sum() / 2);
    }
}
