package dev.steward.eval;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Failures grouped by their likely owner: the largest group first, ties in the owners' declared order. */
public final class FailureGroups {
    private FailureGroups() {
    }

    public static Map<Attribution.Owner, List<ExampleResult>> byOwner(List<ExampleResult> results) {
        Map<Attribution.Owner, List<ExampleResult>> grouped = results.stream()
                .filter(r -> r.attribution() != null)
                .collect(Collectors.groupingBy(r -> r.attribution().owner(), LinkedHashMap::new,
                        Collectors.toCollection(ArrayList::new)));
        Map<Attribution.Owner, List<ExampleResult>> ordered = new LinkedHashMap<>();
        grouped.entrySet().stream()
                .sorted(Comparator.<Map.Entry<Attribution.Owner, List<ExampleResult>>>comparingInt(
                        e -> -e.getValue().size()).thenComparing(e -> e.getKey().ordinal()))
                .forEach(e -> ordered.put(e.getKey(), List.copyOf(e.getValue())));
        return ordered;
    }
}
