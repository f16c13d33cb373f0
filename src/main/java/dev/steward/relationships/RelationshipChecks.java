package dev.steward.relationships;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What an editor needs from the data: every table's columns (silver, then gold, as {@code generate} sees them)
 * and the same check {@code generate} runs on a candidate, for a path a person typed. Each call opens its own
 * in-memory DuckDB, so it is safe to call from any background thread.
 */
public final class RelationshipChecks {
    private final Clock clock;

    public RelationshipChecks(Clock clock) {
        this.clock = clock;
    }

    /**
     * The columns of every table with a readable Parquet file; a file DuckDB cannot read is left out (the table is
     * then missing for the editor, as for a check), so one broken file does not stop the Relationships tab.
     */
    public SchemaColumns schema(Project project) {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
            RelationshipsGenerator.parquetFiles(project).forEach((t, file) -> {
                try {
                    tables.put(t, describer.describe(file));
                } catch (StewardException unreadable) {
                    // left out: the Metadata tab lists it as unreadable with its reason
                }
            });
            return new SchemaColumns(tables);
        } catch (SQLException e) {
            throw new StewardException("Could not start DuckDB to read the tables: " + e.getMessage(),
                    "Check that the DuckDB native library can load on this machine.", e);
        }
    }

    /**
     * Checks {@code candidate} against the data with {@link RelationshipVerifier}, after making sure its tables
     * and columns exist.
     *
     * @throws StewardException naming the unknown table or column
     */
    public RelationshipEvidence check(Project project, SchemaColumns schema, Relationship candidate) {
        requireColumns(schema, candidate);
        Map<String, Path> parquet = RelationshipsGenerator.parquetFiles(project);
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            return new RelationshipVerifier(connection, parquet, schema, clock).measure(candidate).evidence();
        } catch (SQLException e) {
            throw new StewardException("Could not start DuckDB to check " + candidate.identity() + ": "
                    + e.getMessage(), "Check that the DuckDB native library can load on this machine.", e);
        }
    }

    private static void requireColumns(SchemaColumns schema, Relationship r) {
        for (String table : List.of(r.fromTable(), r.toTable())) {
            if (!schema.tables().containsKey(table)) {
                throw new StewardException("There is no table '" + table + "' with a Parquet file.",
                        "Pick one of the project's silver or gold tables.");
            }
        }
        for (JoinColumn j : r.joinOn()) {
            requireColumn(schema, r.fromTable(), j.fromColumn());
            requireColumn(schema, r.toTable(), j.toColumn());
        }
    }

    private static void requireColumn(SchemaColumns schema, String table, String column) {
        if (!schema.columnNames(table).contains(column)) {
            throw new StewardException("Table '" + table + "' has no column '" + column + "'.",
                    "Pick one of its columns: " + String.join(", ", schema.columnNames(table)) + ".");
        }
    }
}
