package dev.steward.ui.metadata;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.ui.fx.JobContext;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads each table's column count with DuckDB (in a job: it opens a connection and reads files). A file that
 * cannot be read becomes a row with its problem instead of failing the whole list.
 */
public final class TableSummaryReader {

    public List<TableSummary> read(Project project, JobContext context) {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            List<ParquetTable> tables = project.tables();
            List<TableSummary> rows = new ArrayList<>();
            for (int i = 0; i < tables.size() && !context.isCancelled(); i++) {
                ParquetTable table = tables.get(i);
                context.progress((double) i / tables.size(), table.name() + " (" + (i + 1) + " of " + tables.size() + ")");
                rows.add(summarize(describer, table));
            }
            return List.copyOf(rows);
        } catch (SQLException e) {
            throw new StewardException("Could not start DuckDB to read the tables: " + e.getMessage(),
                    "This is unusual; restart Steward, and report it if it keeps happening.", e);
        }
    }

    private static TableSummary summarize(ParquetDescriber describer, ParquetTable table) {
        try {
            int columns = describer.describe(table.file()).size();
            return new TableSummary(table.name(), table.layer(), TableSummary.STATUS_UNKNOWN, columns, "");
        } catch (StewardException e) {
            return new TableSummary(table.name(), table.layer(), TableSummary.STATUS_UNKNOWN, -1, e.getMessage());
        }
    }
}
