package dev.steward.retrieval;

import dev.steward.relationships.Relationship;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Bounded join-path completion between the top-ranked tables: for each pair of the best {@code seeds} tables not
 * joined directly, the shortest path of at most {@code maxHops} join paths between them (approved ones and
 * high-confidence detected ones); its intermediate tables — the hub a fact table is, the bridge of a many-to-many,
 * the address between a customer and a country — are moved up to just after the pair, at most {@code maxAdded}
 * per question. Each added table says which path brought it ({@code "joins customer and country via
 * customer.address_id → address.address_id, ..."}). Deterministic: pairs in rank order, paths in file order.
 */
final class JoinExpansion {
    private final Map<String, List<Step>> neighbours = new HashMap<>();
    private final int seeds;
    private final int maxHops;
    private final int maxAdded;

    /** One join path seen from one of its ends. */
    private record Step(String from, String to, String how) {
    }

    /** A table moved up, the pair it joins, and the path. */
    record Added(String table, String between, String and, String via) {
        String reason() {
            return "joins " + between + " and " + and + " via " + via;
        }
    }

    JoinExpansion(List<Relationship> paths, int seeds, int maxHops, int maxAdded) {
        this.seeds = seeds;
        this.maxHops = maxHops;
        this.maxAdded = maxAdded;
        for (Relationship r : paths) {
            if (r.fromTable().equals(r.toTable())) {
                continue;
            }
            String how = r.joinOn().stream().map(c -> r.fromTable() + "." + c.fromColumn() + " → " + r.toTable()
                    + "." + c.toColumn()).collect(Collectors.joining(" and "));
            neighbours.computeIfAbsent(r.fromTable(), k -> new ArrayList<>()).add(new Step(r.fromTable(),
                    r.toTable(), how));
            neighbours.computeIfAbsent(r.toTable(), k -> new ArrayList<>()).add(new Step(r.toTable(),
                    r.fromTable(), how));
        }
    }

    /** The tables to move up between {@code hits} (best first), shortest paths through the best-ranked tables. */
    List<Added> expand(List<String> hits) {
        return expand(hits, hits);
    }

    /**
     * @param hits   the tables to join, best first (the first {@code seeds} are used)
     * @param ranked every table best first: among paths of the same length, the one through better-ranked tables
     */
    List<Added> expand(List<String> hits, List<String> ranked) {
        Map<String, Integer> rank = new HashMap<>();
        for (int i = 0; i < ranked.size(); i++) {
            rank.putIfAbsent(ranked.get(i), i);
        }
        List<String> top = hits.subList(0, Math.min(seeds, hits.size()));
        Map<String, Added> added = new LinkedHashMap<>();
        for (int j = 1; j < top.size(); j++) {
            for (int i = 0; i < j; i++) {
                Optional<List<Step>> path = shortestPath(top.get(i), top.get(j), rank);
                if (path.isEmpty() || path.get().size() < 2) {
                    continue;
                }
                String via = path.get().stream().map(Step::how).collect(Collectors.joining(", "));
                for (Step step : path.get().subList(0, path.get().size() - 1)) {
                    String hub = step.to();
                    if (!top.contains(hub) && !added.containsKey(hub) && added.size() < maxAdded) {
                        added.put(hub, new Added(hub, top.get(i), top.get(j), via));
                    }
                }
            }
        }
        return List.copyOf(added.values());
    }

    /** Breadth-first, at most maxHops steps, better-ranked neighbours first (then file order). */
    private Optional<List<Step>> shortestPath(String from, String to, Map<String, Integer> rank) {
        Map<String, Step> cameBy = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(from));
        Map<String, Integer> depth = new HashMap<>(Map.of(from, 0));
        while (!queue.isEmpty()) {
            String at = queue.removeFirst();
            if (at.equals(to)) {
                return Optional.of(pathTo(to, from, cameBy));
            }
            if (depth.get(at) == maxHops) {
                continue;
            }
            List<Step> next = new ArrayList<>(neighbours.getOrDefault(at, List.of()));
            next.sort(java.util.Comparator.comparingInt(st -> rank.getOrDefault(st.to(), Integer.MAX_VALUE)));
            for (Step step : next) {
                if (!depth.containsKey(step.to())) {
                    depth.put(step.to(), depth.get(at) + 1);
                    cameBy.put(step.to(), step);
                    queue.addLast(step.to());
                }
            }
        }
        return Optional.empty();
    }

    private static List<Step> pathTo(String to, String from, Map<String, Step> cameBy) {
        List<Step> path = new ArrayList<>();
        for (String at = to; !at.equals(from); at = cameBy.get(at).from()) {
            path.add(0, cameBy.get(at));
        }
        return path;
    }
}
