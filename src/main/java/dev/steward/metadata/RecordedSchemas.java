package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The Parquet schema a table's text was approved against, as kept in the approval's snapshot in
 * {@code curation_log.jsonl} (field {@value #SNAPSHOT_FIELD}: column name to DuckDB type, in file order).
 * That record, not the entry's column list, is what a schema delta is computed from: only it knows types.
 */
public final class RecordedSchemas {
    /** The snapshot field that holds the schema at approval time. */
    public static final String SNAPSHOT_FIELD = "schema";

    private final CurationLog log;

    public RecordedSchemas(CurationLog log) {
        this.log = log;
    }

    /** The schema recorded with the table's last approval; empty if never approved or recorded without one. */
    public Optional<Map<String, String>> atApproval(String tableKey) {
        return log.lastApproved(CurationKind.TABLE, tableKey)
                .map(snapshot -> snapshot.get(SNAPSHOT_FIELD))
                .filter(JsonNode::isObject)
                .map(RecordedSchemas::columnTypes);
    }

    private static Map<String, String> columnTypes(JsonNode schema) {
        Map<String, String> types = new LinkedHashMap<>();
        schema.fields().forEachRemaining(field -> types.put(field.getKey(), field.getValue().asText()));
        return Collections.unmodifiableMap(types);
    }
}
