package dev.steward.ui.metadata;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.metadata.LoadWarning;
import dev.steward.metadata.LoadedMetadata;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.TableMetadata;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.ui.fx.JobContext;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds the Metadata tab's table list in a job: statuses from metadata.yaml (with its overlay), column
 * counts from the Parquet files via DuckDB. An unreadable file or a faulty metadata.yaml is reported in the
 * result instead of failing the whole list.
 */
public final class TableListReader {
    private final MetadataLoader metadataLoader;

    public TableListReader(MetadataLoader metadataLoader) {
        this.metadataLoader = metadataLoader;
    }

    public TableList read(Project project, JobContext context) {
        MetadataConfig metadata = MetadataConfig.empty();
        String problem = "";
        List<String> warnings = List.of();
        try {
            LoadedMetadata loaded = metadataLoader.loadProject(project.root());
            metadata = loaded.config();
            warnings = loaded.warnings().stream().map(LoadWarning::toString).toList();
        } catch (StewardException e) {
            problem = e.getMessage();
        }
        List<QueueEntry> rows = describeAll(project, metadata, problem.isEmpty(), context);
        rows.addAll(describedButMissing(project, metadata));
        rows.addAll(glossaryTerms(metadata));
        return new TableList(rows, problem, warnings);
    }

    private static List<QueueEntry> describeAll(Project project, MetadataConfig metadata, boolean metadataRead,
                                                  JobContext context) {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            ParquetDescriber describer = new ParquetDescriber(connection);
            List<ParquetTable> tables = project.tables();
            List<QueueEntry> rows = new ArrayList<>();
            for (int i = 0; i < tables.size() && !context.isCancelled(); i++) {
                ParquetTable table = tables.get(i);
                context.progress((double) i / tables.size(), table.name() + " (" + (i + 1) + " of " + tables.size() + ")");
                Optional<TableMetadata> entry = metadata.table(table.layer(), table.name());
                String status = !metadataRead ? QueueEntry.STATUS_UNKNOWN
                        : entry.map(e -> e.status().yamlName()).orElse(QueueEntry.NO_METADATA);
                rows.add(summarize(describer, table, entry.map(TableMetadata::key).orElse(table.name()), status));
            }
            return rows;
        } catch (SQLException e) {
            throw new StewardException("Could not start DuckDB to read the tables: " + e.getMessage(),
                    "This is unusual; restart Steward, and report it if it keeps happening.", e);
        }
    }

    private static QueueEntry summarize(ParquetDescriber describer, ParquetTable table, String key, String status) {
        String layer = table.layer().yamlName();
        try {
            return new QueueEntry(QueueEntry.Kind.TABLE, key, table.name(), layer, status,
                    describer.describe(table.file()).size(), "");
        } catch (StewardException e) {
            return new QueueEntry(QueueEntry.Kind.TABLE, key, table.name(), layer, status, -1, e.getMessage());
        }
    }

    /** Entries of metadata.yaml with no Parquet file: shown, so a renamed or deleted table is not silently lost. */
    private static List<QueueEntry> describedButMissing(Project project, MetadataConfig metadata) {
        List<QueueEntry> rows = new ArrayList<>();
        for (TableMetadata entry : metadata.tables().values()) {
            if (project.table(entry.layer(), entry.name()).isEmpty()) {
                rows.add(new QueueEntry(QueueEntry.Kind.TABLE, entry.key(), entry.name(), entry.layer().yamlName(),
                        QueueEntry.MISSING_PARQUET, entry.columns().size(), "metadata.yaml describes this table ("
                        + entry.status().yamlName() + "), but there is no " + entry.layer().yamlName()
                        + " Parquet file named " + entry.name() + ".parquet"));
            }
        }
        return rows;
    }

    private static List<QueueEntry> glossaryTerms(MetadataConfig metadata) {
        if (metadata.glossary() == null) {
            return List.of();
        }
        return metadata.glossary().entrySet().stream().map(term -> new QueueEntry(QueueEntry.Kind.TERM,
                term.getKey(), term.getKey(), "term", term.getValue().status().yamlName(), -1, "")).toList();
    }
}
