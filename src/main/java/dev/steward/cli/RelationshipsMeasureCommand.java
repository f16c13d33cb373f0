package dev.steward.cli;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.relationships.BaselineDetector;
import dev.steward.relationships.DeclaredKey;
import dev.steward.relationships.DetectionScore;
import dev.steward.relationships.KeyCandidates;
import dev.steward.relationships.ProposalBudget;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipNotes;
import dev.steward.relationships.RelationshipVerifier;
import dev.steward.relationships.RelationshipsMerge;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.relationships.SchemaColumns;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code steward relationships measure DIR}: precision, recall and F1 of the three-rule baseline and of the full
 * detector — counted over everything {@code generate} would write to a fresh relationships.yaml (ranked, data-
 * contradicted candidates left out) — on folders of Parquet files scored against {@code DIR/declared_keys.csv}
 * ({@code dataset,fk_table,fk_columns,ref_table,ref_columns}, composite columns joined with {@code |}).
 */
@Command(name = "measure", mixinStandardHelpOptions = true,
        description = {"Score relationship detection on a development set: one sub-folder of Parquet files per "
                + "database plus declared_keys.csv. Prints a Markdown table of precision and recall."})
final class RelationshipsMeasureCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "DIR", 
            description = "folder with declared_keys.csv and one folder per database")
    private Path directory;

    @Option(names = "--list", description = "also list each path written (ok or WRONG), each one rejected by the data and each declared key missed")
    private boolean list;

    RelationshipsMeasureCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = services.out();
        Map<String, List<DeclaredKey>> declared = readDeclared(directory.resolve("declared_keys.csv"));
        out.println("| database | tables | declared | baseline found | baseline P | baseline R | baseline F1 "
                + "| steward written | steward P | steward R | steward F1 | rejected by data | held back | seconds |");
        out.println("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            for (Map.Entry<String, List<DeclaredKey>> dataset : declared.entrySet()) {
                measure(connection, dataset.getKey(), dataset.getValue(), out);
            }
        }
        out.flush();
        return 0;
    }

    private void measure(Connection connection, String dataset, List<DeclaredKey> keys, PrintWriter out)
            throws IOException {
        Map<String, Path> files = parquetFiles(directory.resolve(dataset));
        ParquetDescriber describer = new ParquetDescriber(connection);
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        files.forEach((table, file) -> tables.put(table, describer.describe(file)));
        SchemaColumns schema = new SchemaColumns(tables);
        DetectionScore baseline = DetectionScore.of(new BaselineDetector().detect(schema), keys);
        long started = System.nanoTime();
        ProposalBudget.Selection selection = new ProposalBudget().select(new RelationshipDetector(new KeyCandidates())
                .detect(schema, new RelationshipVerifier(connection, files, schema, Clock.systemUTC())), schema);
        RelationshipsMerge.Outcome written = new RelationshipsMerge(new RelationshipsReader()).merge("",
                directory.resolve(dataset).resolve("relationships.yaml"), RelationshipNotes.empty(),
                selection.kept(), schema);
        double seconds = (System.nanoTime() - started) / 1e9;
        DetectionScore steward = DetectionScore.of(written.added(), keys);
        out.printf(Locale.ROOT, "| %s | %d | %d | %d | %.2f | %.2f | %.2f | %d | %.2f | %.2f | %.2f | %d | %d | %.1f |%n",
                dataset, tables.size(), keys.size(), baseline.detected(), baseline.precision(), baseline.recall(),
                baseline.f1(), steward.detected(), steward.precision(), steward.recall(), steward.f1(),
                written.rejectedByData().size(), selection.heldBack().size(), seconds);
        if (list) {
            written.rejectedByData().forEach(r -> out.println("    rejected " + DeclaredKey.of(r) + " " + r.note()));
            written.added().forEach(r -> out.println("    " + (keys.contains(DeclaredKey.of(r)) ? "ok   " : "WRONG ")
                    + DeclaredKey.of(r) + " " + r.method().yamlName() + " " + r.confidence().yamlName()));
            keys.stream().filter(k -> written.added().stream().noneMatch(r -> DeclaredKey.of(r).equals(k)))
                    .forEach(k -> out.println("    missed " + k));
        }
    }

    private static Map<String, Path> parquetFiles(Path folder) throws IOException {
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> entries = Files.list(folder)) {
            entries.filter(p -> p.getFileName().toString().endsWith(".parquet")).forEach(p -> files.put(
                    p.getFileName().toString().replaceFirst("\\.parquet$", ""), p));
        }
        return files;
    }

    private static Map<String, List<DeclaredKey>> readDeclared(Path csv) throws IOException {
        if (!Files.isRegularFile(csv)) {
            throw new StewardException("No declared_keys.csv in " + csv.getParent() + ".",
                    "Point measure at a folder holding declared_keys.csv and one folder of Parquet per database.");
        }
        Map<String, List<DeclaredKey>> byDataset = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(csv);
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split(",", -1);
            if (f.length != 5) {
                throw new StewardException(csv.getFileName() + ":" + (i + 1) + ": expected 5 fields, found "
                        + f.length, "Use dataset,fk_table,fk_columns,ref_table,ref_columns.");
            }
            byDataset.computeIfAbsent(f[0], k -> new ArrayList<>()).add(new DeclaredKey(f[1],
                    Arrays.asList(f[2].split("\\|")), f[3], Arrays.asList(f[4].split("\\|"))));
        }
        return byDataset;
    }
}
