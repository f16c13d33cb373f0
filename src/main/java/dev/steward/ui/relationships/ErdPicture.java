package dev.steward.ui.relationships;

import dev.steward.relationships.MermaidErd;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.SchemaColumns;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    public ErdPicture {
        entities = Map.copyOf(entities);
        joins = Map.copyOf(joins);
    }

    /** The picture of {@code relationships}: approved ones, or all with drafts dashed. */
    public static ErdPicture of(MermaidErd erd, List<Relationship> relationships, SchemaColumns schema,
                                boolean includeAll) {
        String text = erd.diagram(relationships, schema.tables(), includeAll);
        Map<String, String> entities = new LinkedHashMap<>();
        Map<String, String> idOfTable = new LinkedHashMap<>();
        Matcher m = ENTITY.matcher(text);
        while (m.find()) {
            String table = m.group(2) == null ? m.group(1) : m.group(2);
            entities.put(m.group(1), table);
            idOfTable.put(table, m.group(1));
        }
        Map<String, String> joins = new LinkedHashMap<>();
        for (Relationship r : MermaidErd.included(relationships, includeAll)) {
            String key = idOfTable.get(r.fromTable()) + "|" + idOfTable.get(r.toTable());
            String line = r.fromTable() + " → " + r.toTable() + " on " + RelationshipRow.joinText(r) + " ("
                    + r.status().yamlName() + ")";
            joins.merge(key, line, (a, b) -> a + "\n" + b);
        }
        return new ErdPicture(text, entities, joins);
    }

    /** An empty diagram (nothing approved yet, or nothing loaded). */
    public boolean isEmpty() {
        return entities.isEmpty();
    }
}
