package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Key references the name rules miss, found in the data (ADR 35): a column whose distinct non-null values all
 * occur in another table's key ({@code customer.support_rep_id} ⊆ {@code employee.employee_id},
 * {@code orders.ship_via} ⊆ {@code shippers.shipper_id}). Containment alone proves little on small integer
 * ranges, so a pair is only measured when the column is shaped like a reference, the target is its table's key
 * with a comparable type, and the name gives a hint ({@link ReferencePrior}); at least {@value #MIN_DISTINCT}
 * distinct values must be contained; and of several containing targets only a single best-hinted one is kept.
 * One DuckDB query per pair; the pairs are bounded by the prior, not by the number of tables squared.
 */
final class InclusionDependencies {
    static final int MIN_DISTINCT = 2;

    /** A found path, unverified, with the note saying which rule and which data fact found it. */
    record Found(Relationship candidate, String note) {
    }

    /**
     * One path per source column not in {@code linkedColumns} ("table.column"), whose values the verifier finds
     * contained in the single best-hinted key.
     */
    List<Found> find(SchemaColumns schema, Map<String, String> keys, Set<String> linkedColumns,
                     RelationshipVerifier verifier) {
        ColumnPrefixes prefixes = ColumnPrefixes.of(schema);
        List<Found> found = new ArrayList<>();
        schema.tables().forEach((table, columns) -> columns.forEach(column -> {
            if (!linkedColumns.contains(table + "." + column.name()) && !column.name().equals(keys.get(table))) {
                best(schema, keys, prefixes, table, column, verifier).ifPresent(found::add);
            }
        }));
        return found;
    }

    private Optional<Found> best(SchemaColumns schema, Map<String, String> keys, ColumnPrefixes prefixes,
                                 String table, ColumnSchema column, RelationshipVerifier verifier) {
        NameWords words = prefixes.strip(table, NameWords.of(column.name()));
        if (!ReferencePrior.referenceShaped(words) || !keyLikeType(column.type())) {
            return Optional.empty();
        }
        List<Hit> hits = new ArrayList<>();
        keys.forEach((target, key) -> {
            int score = ReferencePrior.score(words, NameWords.tableEntity(target));
            String keyType = typeOf(schema, target, key);
            if (!target.equals(table) && score > 0
                    && RelationshipVerifier.TypeFamily.compatible(column.type(), keyType)) {
                RelationshipVerifier.Containment c = verifier.containment(table, column.name(), target, key);
                if (c.distinct() >= MIN_DISTINCT && c.missing() == 0) {
                    hits.add(new Hit(target, key, score, c));
                }
            }
        });
        hits.sort(Comparator.comparingInt((Hit h) -> -h.score()).thenComparing(Hit::target));
        if (hits.isEmpty() || hits.size() > 1 && hits.get(1).score() == hits.get(0).score()) {
            return Optional.empty(); // nothing contains the values, or two targets are equally likely
        }
        Hit hit = hits.get(0);
        Relationship candidate = new Relationship(table, hit.target(), List.of(new JoinColumn(column.name(),
                hit.key())), Confidence.LOW, RelationshipStatus.DRAFT, DetectionMethod.INCLUSION_DEPENDENCY,
                null, null, null);
        return Optional.of(new Found(candidate, note(table, column.name(), hit, hits.size())));
    }

    private static String note(String table, String column, Hit hit, int containing) {
        String hint = hit.score() == ReferencePrior.ROLE_SCORE && !hintIsPrefix(column, hit.target())
                ? "its name names a person's role and " + hit.target() + " holds people"
                : "its name shares a " + hit.score() + "-letter prefix with " + hit.target();
        return "inclusion dependency: all " + hit.containment().distinct() + " distinct values of " + table + "."
                + column + " are " + hit.target() + "." + hit.key() + " values ("
                + hit.containment().targetDistinct() + " keys); " + hint
                + (containing > 1 ? "; best of " + containing + " keys containing them" : "");
    }

    private static boolean hintIsPrefix(String column, String target) {
        NameWords words = NameWords.of(column);
        String entity = NameWords.tableEntity(target);
        return words.stem().stream().anyMatch(w -> w.length() >= 3 && (entity.startsWith(w) || w.startsWith(entity)));
    }

    private static boolean keyLikeType(String type) {
        String family = RelationshipVerifier.TypeFamily.family(type);
        String t = type.toUpperCase(Locale.ROOT);
        return (family.equals("number") && !t.matches("DOUBLE|FLOAT|REAL|DECIMAL.*|NUMERIC.*"))
                || family.equals("text");
    }

    private static String typeOf(SchemaColumns schema, String table, String column) {
        return schema.columns(table).stream().filter(c -> c.name().equals(column)).map(ColumnSchema::type)
                .findFirst().orElse("");
    }

    private record Hit(String target, String key, int score, RelationshipVerifier.Containment containment) {
    }
}
