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
    private static final Pattern SAFE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
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
        Map<String, List<ColumnSchema>> columns = withMissingMarked(drawn, schema,
                keysOnly ? joinedColumns(drawn, schema) : schema.tables());
        String text = erd.diagram(relationships, columns, includeAll);
        long tables = drawn.stream().flatMap(r -> java.util.stream.Stream.of(r.fromTable(), r.toTable())).distinct()
                .count();
        text = selfJoinsAsColumnNotes(text, drawn);
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

    /**
     * A table joined to itself (reps.manager_id = rep_id) is drawn as a note on its column — {@code manager_id FK
     * "→ rep_id"} — instead of Mermaid's self-loop, which lands as a stray arc beside the box. Works on the text's
     * lines: the self line is dropped, the column's attribute line gets the FK mark (names Mermaid needed to alias
     * already carry a comment and are left as they are).
     */
    static String selfJoinsAsColumnNotes(String text, List<Relationship> drawn) {
        List<String> lines = new java.util.ArrayList<>(List.of(text.split("\n", -1)));
        for (Relationship r : drawn) {
            if (!r.fromTable().equals(r.toTable()) || !SAFE.matcher(r.fromTable()).matches()) {
                continue;
            }
            String id = r.fromTable();
            lines.removeIf(line -> line.startsWith("    " + id + " ") && line.matches("    " + Pattern.quote(id)
                    + " \\S+ " + Pattern.quote(id) + " : \".*\""));
            int start = lines.indexOf("    " + id + " {");
            for (JoinColumn join : r.joinOn()) {
                for (int i = start + 1; start >= 0 && i < lines.size() && !lines.get(i).equals("    }"); i++) {
                    if (lines.get(i).matches("        \\S+ " + Pattern.quote(join.fromColumn()))) {
                        lines.set(i, lines.get(i) + " FK \"→ " + join.toColumn().replace('"', '\'') + "\"");
                    }
                }
            }
        }
        return String.join("\n", lines).replaceAll("\n\n\n+", "\n\n");
    }

    /** The attribute line a table without a Parquet file gets instead of an empty box. */
    static final ColumnSchema MISSING = new ColumnSchema("no_readable_Parquet_file", "MISSING");

    /**
     * A drawn table the data does not have would be an empty box: it lists {@link #MISSING} instead (the
     * Relationships table says "table missing" beside its entry). Nothing is marked before the schema was read.
     */
    private static Map<String, List<ColumnSchema>> withMissingMarked(List<Relationship> drawn, SchemaColumns schema,
                                                                   Map<String, List<ColumnSchema>> columns) {
        if (schema.tables().isEmpty()) {
            return columns;
        }
        Map<String, List<ColumnSchema>> marked = new LinkedHashMap<>(columns);
        drawn.stream().flatMap(r -> java.util.stream.Stream.of(r.fromTable(), r.toTable()))
                .filter(t -> !schema.tables().containsKey(t)).forEach(t -> marked.put(t, List.of(MISSING)));
        return marked;
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

    /**
     * The "fromId|toId" key of the line drawn for {@code relationship} (the page highlights it), or empty when
     * this picture does not draw it (a draft while only approved ones are shown).
     */
    public java.util.Optional<String> joinKey(Relationship relationship) {
        String from = idOf(relationship.fromTable());
        String to = idOf(relationship.toTable());
        String key = from + "|" + to;
        return from != null && to != null && joins.containsKey(key) ? java.util.Optional.of(key)
                : java.util.Optional.empty();
    }

    private String idOf(String table) {
        return entities.entrySet().stream().filter(e -> e.getValue().equals(table)).map(Map.Entry::getKey)
                .findFirst().orElse(null);
    }

    /** An empty diagram (nothing approved yet, or nothing loaded). */
    public boolean isEmpty() {
        return entities.isEmpty();
    }
}
