package dev.steward.bench;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.metadata.DriftDetector;
import dev.steward.metadata.DriftReport;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.RecordedSchemas;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Item 1: opening a project and checking it for drift (what the app does on open: main.yaml, the Parquet
 * listing, metadata.yaml, the curation log's recorded schemas, one DESCRIBE per file) against the least any tool
 * must do: a fresh DuckDB connection and a bare DESCRIBE loop over the same files.
 */
final class OpenBench {
    private static final int RUNS = 5;

    private OpenBench() {
    }

    /** Medians of {@value #RUNS} runs each way (after one warm-up); the files stay in the OS cache for both. */
    static Figure openAndDriftCheck(String label, Path folder) {
        int[] tables = new int[1];
        int[] findings = new int[1];
        double steward = Stopwatch.medianMs(RUNS, () -> {
            Project project = new ProjectOpener(Map.of()).open(folder);
            try (Catalog catalog = new Catalog(project)) {
                MetadataConfig config = new MetadataReader().read(project.metadataFile());
                CurationLog log = new CurationLog(project.curationLogFile(),
                        new JsonLinesAppender(new AtomicFiles()), new JsonLinesReader(), Clock.systemUTC());
                DriftReport report = new DriftDetector(catalog, new RecordedSchemas(log)).detect(config);
                tables[0] = project.tables().size();
                findings[0] = report.findings().size();
            }
            return null;
        });
        List<ParquetTable> files = new ProjectOpener(Map.of()).open(folder).tables();
        double bare = Stopwatch.medianMs(RUNS, () -> describeLoop(files));
        return Figure.ratio(label, 1, "open + drift check (" + tables[0] + " tables, " + findings[0]
                + " findings) vs bare DESCRIBE loop", steward, bare, Double.NaN,
                String.format(java.util.Locale.ROOT, "%.0f ms vs %.0f ms (budget: 200 tables <= 2 s)", steward, bare));
    }

    private static Void describeLoop(List<ParquetTable> files) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            for (ParquetTable table : files) {
                try (Statement statement = connection.createStatement();
                     ResultSet columns = statement.executeQuery("DESCRIBE SELECT * FROM read_parquet("
                             + ParquetDescriber.sqlString(table.file().toString()) + ")")) {
                    while (columns.next()) {
                        columns.getString(1);
                    }
                }
            }
        }
        return null;
    }
}
