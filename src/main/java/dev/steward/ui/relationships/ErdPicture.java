package dev.steward.ui.relationships;

import dev.steward.catalog.ColumnSchema;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.MermaidErd;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.SchemaColumns;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the ERD pane shows: the core's Mermaid text, plus what the page needs to make it interactive — each
 * Mermaid entity id's real table name (for "click filters the table") and, per pair of entity ids, the joins
 * drawn between them (for "hover shows the join").
 *
 * @param text     the {@code erDiagram} text
 * @param entities Mermaid entity id → table name
 * @param joins    "fromId|toId" → one line per relationship drawn between them
 */
public record ErdPicture(String text, Map<String, String> entities, Map<String, String> joins) {
    private static final Pattern ENTITY = Pattern.compile("^    ([A-Za-z_][A-Za-z0-9_]*)(?:\\[\"(.*)\"])? \\{$",
            Pattern.MULTILINE);

    /**
     * Small diagrams read best left to right in a wide pane; larger ones top-down, since left to right stacks
     * every table of a rank into one very tall column.
     */
    static final int LEFT_TO_RIGHT_UP_TO = 15;

    public ErdPicture {
        entities = Map.copyOf(entities);
        joins = Map.copyOf(joins);
    }

    /**
     * The picture of {@code relationships}: approved ones, or all with drafts dashed (small ones left to right);
     * with {@code keysOnly}, each entity lists only its joined columns, which keeps a large diagram legible.
     */
    public static ErdPicture of(MermaidErd erd, List<Relationship> relationships, SchemaColumns schema,
                                boolean includeAll, boolean keysOnly) {
        List<Relationship> drawn = MermaidErd.included(relationships, includeAll);
        Map<String, List<ColumnSchema>> columns = keysOnly ? joinedColumns(drawn, schema) : schema.tables();
        String text = erd.diagram(relationships, columns, includeAll);
        long tables = drawn.stream().flatMap(r -> java.util.stream.Stream.of(r.fromTable(), r.toTable())).distinct()
                .count();
        if (tables <= LEFT_TO_RIGHT_UP_TO) {
            text = text.replaceFirst("^erDiagram", "erDiagram\n    direction LR");
        }
        Map<String, String> entities = new LinkedHashMap<>();
        Map<String, String> idOfTable = new LinkedHashMap<>();
        Matcher m = ENTITY.matcher(text);
        while (m.find()) {
            String table = m.group(2) == null ? m.group(1) : m.group(2);
            entities.put(m.group(1), table);
            idOfTable.put(table, m.group(1));
        }
        Map<String, String> joins = new LinkedHashMap<>();
        for (Relationship r : drawn) {
            String key = idOfTable.get(r.fromTable()) + "|" + idOfTable.get(r.toTable());
            String line = r.fromTable() + " → " + r.toTable() + " on " + RelationshipRow.joinText(r) + " ("
                    + r.status().yamlName() + ")";
            joins.merge(key, line, (a, b) -> a + "\n" + b);
        }
        return new ErdPicture(text, entities, joins);
    }

    private static Map<String, List<ColumnSchema>> joinedColumns(List<Relationship> drawn, SchemaColumns schema) {
        Map<String, Set<String>> keys = new LinkedHashMap<>();
        for (Relationship r : drawn) {
            for (JoinColumn j : r.joinOn()) {
                keys.computeIfAbsent(r.fromTable(), t -> new HashSet<>()).add(j.fromColumn());
                keys.computeIfAbsent(r.toTable(), t -> new HashSet<>()).add(j.toColumn());
            }
        }
        Map<String, List<ColumnSchema>> columns = new LinkedHashMap<>();
        keys.forEach((table, names) -> columns.put(table, schema.columns(table).stream()
                .filter(c -> names.contains(c.name())).toList()));
        return columns;
    }

    /** An empty diagram (nothing approved yet, or nothing loaded). */
    public boolean isEmpty() {
        return entities.isEmpty();
    }
}
