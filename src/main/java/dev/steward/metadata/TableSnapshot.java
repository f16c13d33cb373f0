package dev.steward.metadata;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.catalog.ColumnSchema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table entry as the JSON snapshot kept in {@code curation_log.jsonl}: the fields of metadata.yaml (nulls
 * left out) plus, when known, the live schema under {@value RecordedSchemas#SNAPSHOT_FIELD} so a later drift
 * can say exactly which columns were added, removed or retyped.
 */
public final class TableSnapshot {
    private final ObjectMapper mapper = new ObjectMapper();

    /** The entry alone. */
    public ObjectNode of(TableMetadata table) {
        ObjectNode node = mapper.createObjectNode();
        node.put("layer", table.layer().yamlName());
        node.put("status", table.status().yamlName());
        putIfPresent(node, "description", table.description());
        putIfPresent(node, "synonyms", table.synonyms());
        ObjectNode columns = node.putObject("columns");
        table.columns().forEach((name, column) -> columns.set(name, mapper.valueToTree(columnFields(column))));
        putIfPresent(node, "schema_hash", table.schemaHash());
        putIfPresent(node, "stale_reason", table.staleReason());
        putIfPresent(node, "schema_delta", table.schemaDelta() == null ? null : table.schemaDelta().toYamlValue());
        return node;
    }

    /** The entry with the schema it was checked against: column name to DuckDB type, in file order. */
    public ObjectNode of(TableMetadata table, List<ColumnSchema> schema) {
        ObjectNode node = of(table);
        ObjectNode types = node.putObject(RecordedSchemas.SNAPSHOT_FIELD);
        schema.forEach(c -> types.put(c.name(), c.type()));
        return node;
    }

    private static Map<String, Object> columnFields(ColumnMetadata column) {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("description", column.description());
        fields.put("value_examples", column.valueExamples());
        fields.put("synonyms", column.synonyms());
        fields.put("dtype", column.dtype());
        fields.put("stats", column.stats());
        fields.put("accepted_values", column.acceptedValues());
        fields.values().removeIf(java.util.Objects::isNull);
        return fields;
    }

    private void putIfPresent(ObjectNode node, String field, Object value) {
        if (value != null) {
            node.set(field, mapper.valueToTree(value));
        }
    }
}
