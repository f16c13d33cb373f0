package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code relationships erd}: writes relationships_erd.md (whole, atomically) from relationships.yaml, with each
 * drawn table's columns read from its Parquet file (silver first, then gold).
 */
public final class RelationshipsErdWriter {
    private final Connection connection;
    private final RelationshipsReader reader;
    private final MermaidErd erd;
    private final AtomicFiles files;

    public RelationshipsErdWriter(Connection connection, RelationshipsReader reader, MermaidErd erd,
                                  AtomicFiles files) {
        this.connection = connection;
        this.reader = reader;
        this.erd = erd;
        this.files = files;
    }

    /** Writes the ERD file and returns its text. */
    public String write(Project project, boolean includeAll) {
        List<Relationship> relationships = reader.read(project.relationshipsFile()).relationships();
        String text = erd.markdown(project.name(), relationships, columnsOf(project, relationships, includeAll),
                includeAll);
        files.writeString(project.relationshipsErdFile(), text);
        return text;
    }

    /** The Mermaid {@code erDiagram} text of the project's relationships, without writing anything. */
    public String diagram(Project project, boolean includeAll) {
        List<Relationship> relationships = reader.read(project.relationshipsFile()).relationships();
        return erd.diagram(relationships, columnsOf(project, relationships, includeAll), includeAll);
    }

    private Map<String, List<ColumnSchema>> columnsOf(Project project, List<Relationship> relationships,
                                                      boolean includeAll) {
        ParquetDescriber describer = new ParquetDescriber(connection);
        Map<String, List<ColumnSchema>> columns = new LinkedHashMap<>();
        for (Relationship r : MermaidErd.included(relationships, includeAll)) {
            for (String table : List.of(r.fromTable(), r.toTable())) {
                if (!columns.containsKey(table)) {
                    parquet(project, table).ifPresent(t -> columns.put(table, describer.describe(t.file())));
                }
            }
        }
        return columns;
    }

    private static Optional<ParquetTable> parquet(Project project, String table) {
        return project.table(Layer.SILVER, table).or(() -> project.table(Layer.GOLD, table));
    }
}
