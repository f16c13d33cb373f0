package dev.steward.relationships;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Keeps a detection pass to what a steward can review. Key references (one per source column at most) are all
 * kept; the shared-dimension rules ({@code grain}, {@code composite}) pair every two tables that share a column
 * name, which on a 100-table schema is thousands of pairs, so they are ranked and only the best
 * {@link #dimensionLimit(int)} are kept — supported ones first, then no orphans, then the most specific column
 * names (a name few tables share says more than {@code status} or {@code name}); candidates the detector did
 * not check against the data come last. The rest are held back: counted,
 * never written, not even to {@code rejected_by_data}.
 */
public final class ProposalBudget {
    /** At least this many dimension-rule paths are kept, whatever the schema size. */
    static final int MIN_DIMENSION_PATHS = 10;

    /**
     * The outcome of ranking.
     *
     * @param kept     key references and the best dimension-rule paths, supported or contradicted
     * @param heldBack dimension-rule paths over the limit, best first
     * @param limit    how many dimension-rule paths were allowed
     */
    public record Selection(List<Relationship> kept, List<Relationship> heldBack, int limit) {
        /** Why {@link #heldBack()} was held back, for the command's output and Steward's file. */
        public String reason() {
            long unchecked = heldBack.stream().filter(r -> r.evidence() == null).count();
            return String.format(Locale.ROOT, "%d shared-column (grain/composite) candidate(s) ranked below the "
                    + "best %d (supported by the data, no orphans, rarest column names first) were not proposed",
                    heldBack.size(), limit)
                    + (unchecked == 0 ? "" : String.format(Locale.ROOT, "; %d of them were not checked against "
                    + "the data (at most %d are, rarest column names first)", unchecked, checkLimit(limit)));
        }
    }

    /** Dimension-rule candidates checked against the data per place in the budget, at most. */
    static final int CHECKS_PER_PLACE = 10;

    /**
     * At most this many dimension-rule candidates are checked against the data (a query each) for {@code limit}
     * places; candidates with commoner column names are held back unchecked.
     */
    public static int checkLimit(int limit) {
        return limit * CHECKS_PER_PLACE;
    }

    /** How many dimension-rule paths a schema of {@code tables} tables may propose: a quarter of its tables. */
    public static int dimensionLimit(int tables) {
        return Math.max(MIN_DIMENSION_PATHS, tables / 4);
    }

    public Selection select(List<Relationship> detected, SchemaColumns schema) {
        List<Relationship> kept = new ArrayList<>();
        List<Relationship> dimension = new ArrayList<>();
        for (Relationship r : detected) {
            (isDimensionRule(r) ? dimension : kept).add(r);
        }
        dimension.sort(Comparator.comparing((Relationship r) -> r.evidence() == null)
                .thenComparing(RelationshipDetector::contradicted)
                .thenComparing(r -> !noOrphans(r))
                .thenComparing(nameOrder(schema)));
        int limit = dimensionLimit(schema.tables().size());
        kept.addAll(dimension.subList(0, Math.min(limit, dimension.size())));
        List<Relationship> heldBack = List.copyOf(dimension.subList(Math.min(limit, dimension.size()),
                dimension.size()));
        return new Selection(kept.stream().sorted(BaselineDetector.ORDER).toList(), heldBack, limit);
    }

    /**
     * The names-only part of the ranking: the most specific column names first, then file order. The detector
     * checks dimension-rule candidates against the data in this order and stops once {@link #dimensionLimit(int)}
     * of them {@link #ranksFirst(Relationship) rank first}: nothing after them could be kept, so a 150-table schema
     * does not run a query for each of its thousands of pairs.
     */
    public static Comparator<Relationship> nameOrder(SchemaColumns schema) {
        Map<String, Integer> sharers = columnNameSharers(schema);
        return Comparator.<Relationship>comparingDouble(r -> -specificity(r, sharers))
                .thenComparing(BaselineDetector.ORDER);
    }

    /** Supported by the data with no orphans: the class the ranking puts first. */
    public static boolean ranksFirst(Relationship r) {
        return !RelationshipDetector.contradicted(r) && noOrphans(r);
    }

    static boolean isDimensionRule(Relationship r) {
        return r.method() == DetectionMethod.GRAIN || r.method() == DetectionMethod.COMPOSITE;
    }

    private static boolean noOrphans(Relationship r) {
        return r.evidence() != null && r.evidence().orphanPct() != null && r.evidence().orphanPct() == 0;
    }

    /** Sum over the join's columns of 1 / (tables having a column of that name): rare names score high. */
    private static double specificity(Relationship r, Map<String, Integer> sharers) {
        return r.joinOn().stream().mapToDouble(j -> 1.0 / sharers.getOrDefault(
                j.fromColumn().toLowerCase(Locale.ROOT), 1)).sum();
    }

    private static Map<String, Integer> columnNameSharers(SchemaColumns schema) {
        Map<String, Integer> counts = new HashMap<>();
        schema.tables().values().forEach(columns -> columns.stream()
                .map(c -> c.name().toLowerCase(Locale.ROOT)).distinct()
                .forEach(name -> counts.merge(name, 1, Integer::sum)));
        return counts;
    }
}
