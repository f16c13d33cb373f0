package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * openmedallion's three detection rules, reproduced exactly as the compatible baseline: {@code fk_naming}
 * (high), {@code lineage} (medium) and {@code grain} (low), then the grain filter, the dedup preference
 * fk_naming &lt; lineage &lt; grain, and the sort by (from, to, join_on). A pure function of the schema.
 */
public final class BaselineDetector {
    private static final Pattern ID_COLUMN = Pattern.compile("^(\\w+)_id$");

    /** Every relationship the three rules propose, deduplicated and sorted; all drafts. */
    public List<Relationship> detect(SchemaColumns schema) {
        List<Relationship> linked = new ArrayList<>(fkNaming(schema));
        linked.addAll(lineage(schema));
        Set<Set<String>> linkedPairs = new HashSet<>();
        linked.forEach(r -> linkedPairs.add(Set.of(r.fromTable(), r.toTable())));
        List<Relationship> all = new ArrayList<>(linked);
        grain(schema).stream().filter(r -> !linkedPairs.contains(Set.of(r.fromTable(), r.toTable())))
                .forEach(all::add);
        Map<RelationshipIdentity, Relationship> unique = new LinkedHashMap<>();
        all.forEach(r -> unique.putIfAbsent(r.identity(), r)); // rule order = preference order
        return unique.values().stream().sorted(ORDER).toList();
    }

    /** Output order: from table, to table, then the join_on items compared as a list. */
    static final Comparator<Relationship> ORDER = Comparator.comparing(Relationship::fromTable)
            .thenComparing(Relationship::toTable)
            .thenComparing(r -> r.joinOn().stream().map(JoinColumn::toYaml).toList(), BaselineDetector::compareLists);

    private static int compareLists(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    List<Relationship> fkNaming(SchemaColumns schema) {
        List<Relationship> found = new ArrayList<>();
        columnHolders(schema).forEach((column, holders) -> {
            Matcher id = ID_COLUMN.matcher(column);
            if (holders.size() < 2 || !id.matches()) {
                return;
            }
            String entity = id.group(1);
            String plural = EnglishNouns.pluralizeLikeOpenmedallion(entity);
            holders.stream().filter(t -> t.equals(entity) || t.equals(plural)).findFirst().ifPresent(target ->
                    holders.stream().filter(t -> !t.equals(target)).sorted().forEach(source ->
                            found.add(draft(source, target, List.of(column), Confidence.HIGH,
                                    DetectionMethod.FK_NAMING))));
        });
        return found;
    }

    List<Relationship> lineage(SchemaColumns schema) {
        List<String> names = schema.tables().keySet().stream().sorted().toList();
        List<Relationship> found = new ArrayList<>();
        for (String a : names) {
            Set<String> small = new TreeSet<>(schema.columnNames(a));
            for (String b : names) {
                Set<String> big = new HashSet<>(schema.columnNames(b));
                if (a.equals(b) || small.isEmpty() || small.size() >= big.size() || !big.containsAll(small)) {
                    continue;
                }
                String singularId = EnglishNouns.singularizeLikeOpenmedallion(a) + "_id";
                List<String> joinOn = small.contains(singularId) ? List.of(singularId) : List.copyOf(small);
                found.add(draft(b, a, joinOn, Confidence.MEDIUM, DetectionMethod.LINEAGE));
            }
        }
        return found;
    }

    List<Relationship> grain(SchemaColumns schema) {
        Map<String, List<String>> holders = new TreeMap<>();
        schema.tables().forEach((table, columns) -> columns.stream()
                .filter(c -> c.type().toUpperCase(Locale.ROOT).equals("VARCHAR"))
                .filter(c -> !ID_COLUMN.matcher(c.name()).matches())
                .forEach(c -> holders.computeIfAbsent(c.name(), k -> new ArrayList<>()).add(table)));
        List<Relationship> found = new ArrayList<>();
        holders.forEach((column, tables) -> {
            List<String> sorted = tables.stream().sorted().distinct().toList();
            for (int i = 0; i < sorted.size(); i++) {
                for (int j = i + 1; j < sorted.size(); j++) {
                    String t1 = sorted.get(i);
                    String t2 = sorted.get(j);
                    boolean t2Wider = schema.columns(t2).size() > schema.columns(t1).size();
                    found.add(draft(t2Wider ? t2 : t1, t2Wider ? t1 : t2, List.of(column), Confidence.LOW,
                            DetectionMethod.GRAIN));
                }
            }
        });
        return found;
    }

    /** Column name → tables holding it in input order, iterated in sorted column order. */
    private static Map<String, List<String>> columnHolders(SchemaColumns schema) {
        Map<String, List<String>> holders = new TreeMap<>();
        schema.tables().forEach((table, columns) -> columns.stream().map(ColumnSchema::name).distinct()
                .forEach(c -> holders.computeIfAbsent(c, k -> new ArrayList<>()).add(table)));
        return holders;
    }

    private static Relationship draft(String from, String to, List<String> joinOn, Confidence confidence,
                                      DetectionMethod method) {
        return new Relationship(from, to, joinOn.stream().map(JoinColumn::shared).toList(), confidence,
                RelationshipStatus.DRAFT, method, null, null, null);
    }
}
