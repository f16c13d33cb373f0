package dev.steward.sample;

import dev.steward.sample.SyntheticVocabulary.Entity;
import dev.steward.sample.SyntheticVocabulary.Fact;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plans the tables of a synthetic project: subject areas of star schemas (facts and the dimensions they point
 * at) that snowflake into shared dimensions (products into categories and brands, customers into cities into
 * countries). The vocabulary holds about 45 tables; beyond that, further areas repeat it under a prefix
 * ({@code emea_customers} keyed {@code emea_customer_id}). Rows are shared out by weight: a fact weighs
 * {@value #FACT_WEIGHT} dimensions.
 */
final class SyntheticSchemaPlanner {
    static final int FACT_WEIGHT = 25;
    private static final long MIN_ROWS = 8;
    private static final List<String> AREA_PREFIXES = List.of("", "emea_", "apac_", "amer_", "latam_", "nordic_");

    /** The tables in dependency order (every foreign key points at a table planned before it). */
    List<SyntheticTable> plan(int tableCount, long totalRows) {
        Map<String, SyntheticTable> planned = new LinkedHashMap<>();
        for (int area = 0; planned.size() < tableCount; area++) {
            String prefix = area < AREA_PREFIXES.size() ? AREA_PREFIXES.get(area) : "area" + (area + 1) + "_";
            // A fact comes with every dimension it needs, or not at all: a small project still gets facts.
            for (Fact fact : SyntheticVocabulary.FACTS) {
                List<Entity> missing = new ArrayList<>();
                fact.dimensions().forEach(d -> addMissing(planned, prefix, SyntheticVocabulary.entity(d), missing));
                if (planned.size() + missing.size() < tableCount) {
                    missing.forEach(e -> planned.put(prefix + e.plural(), entityTable(prefix, e)));
                    planned.put(prefix + fact.plural(), factTable(prefix, fact));
                }
            }
            for (Entity entity : SyntheticVocabulary.ENTITIES) {
                List<Entity> missing = new ArrayList<>();
                addMissing(planned, prefix, entity, missing);
                if (planned.size() + missing.size() <= tableCount) {
                    missing.forEach(e -> planned.put(prefix + e.plural(), entityTable(prefix, e)));
                }
            }
        }
        return shareRows(new ArrayList<>(planned.values()), totalRows);
    }

    /** Collects {@code entity} and its ancestors that are not planned yet, parents first. */
    private static void addMissing(Map<String, SyntheticTable> planned, String prefix, Entity entity,
                                   List<Entity> missing) {
        if (planned.containsKey(prefix + entity.plural()) || missing.contains(entity)) {
            return;
        }
        entity.parents().forEach(p -> addMissing(planned, prefix, SyntheticVocabulary.entity(p), missing));
        missing.add(entity);
    }

    private static SyntheticTable entityTable(String prefix, Entity entity) {
        List<PlannedJoin> keys = entity.parents().stream()
                .map(p -> join(prefix, prefix + entity.plural(), SyntheticVocabulary.entity(p))).toList();
        return new SyntheticTable(prefix + entity.plural(), entity.singular(), false,
                prefix + entity.singular() + "_id", keys, entity.attributes().get(0), "created_on", 0);
    }

    private static SyntheticTable factTable(String prefix, Fact fact) {
        List<PlannedJoin> keys = fact.dimensions().stream()
                .map(d -> join(prefix, prefix + fact.plural(), SyntheticVocabulary.entity(d))).toList();
        return new SyntheticTable(prefix + fact.plural(), fact.singular(), true, prefix + fact.singular() + "_id",
                keys, fact.status(), fact.singular() + "_date", 0);
    }

    private static PlannedJoin join(String prefix, String fromTable, Entity target) {
        return new PlannedJoin(fromTable, prefix + target.singular() + "_id", prefix + target.plural());
    }

    private static List<SyntheticTable> shareRows(List<SyntheticTable> tables, long totalRows) {
        long weights = tables.stream().mapToLong(t -> t.fact() ? FACT_WEIGHT : 1).sum();
        return tables.stream().map(t -> t.withRows(
                Math.max(MIN_ROWS, totalRows * (t.fact() ? FACT_WEIGHT : 1) / weights))).toList();
    }
}
