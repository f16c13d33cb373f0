package dev.steward.relationships;

import dev.steward.sample.GeneratedTable;
import dev.steward.sample.PlannedJoin;
import dev.steward.sample.SyntheticProjectGenerator;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the two 150-table development sets of docs/relationships-quality.md (acceptance 2 of issue 24) in
 * fk-dev's format, from {@code steward sample generate}'s generator: {@code OUT/with-data/synth150/} (the Parquet
 * files with their rows) and {@code OUT/names-only/synth150names/} (the same tables with zero rows), each folder
 * with a {@code declared_keys.csv} of the joins the generator built into the data. Not a test; run by
 * {@code bench/scale-schemas OUT [TABLES] [ROWS]}, then {@code steward relationships measure OUT/with-data} and
 * {@code OUT/names-only}.
 */
public final class ScaleSchemas {
    private ScaleSchemas() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]).toAbsolutePath();
        int tables = args.length > 1 ? Integer.parseInt(args[1]) : 150;
        long rows = args.length > 2 ? Long.parseLong(args[2]) : 1_000_000L;
        Path project = out.resolve("project");
        SyntheticProjectGenerator.Result result = new SyntheticProjectGenerator(new AtomicFiles())
                .generate(project, new SyntheticProjectGenerator.Spec(tables, rows, 20, 42));
        String data = "synth" + tables;
        String names = "synth" + tables + "names";
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:");
             Statement statement = connection.createStatement()) {
            for (GeneratedTable table : result.tables()) {
                copy(statement, table, out.resolve("with-data").resolve(data), "");
                copy(statement, table, out.resolve("names-only").resolve(names), " LIMIT 0");
            }
        }
        Files.write(out.resolve("with-data").resolve("declared_keys.csv"), declared(data, result.joins()));
        Files.write(out.resolve("names-only").resolve("declared_keys.csv"), declared(names, result.joins()));
        System.out.printf("%d tables, %d declared keys: %s/{with-data,names-only}; the project itself: %s%n",
                result.tables().size(), result.joins().size(), out, project);
    }

    private static void copy(Statement statement, GeneratedTable table, Path folder, String limit) throws Exception {
        Files.createDirectories(folder);
        Path target = folder.resolve(table.name() + ".parquet");
        statement.execute("COPY (SELECT * FROM read_parquet('" + table.file() + "')" + limit + ") TO '" + target
                + "' (FORMAT parquet)");
    }

    private static List<String> declared(String dataset, List<PlannedJoin> joins) {
        List<String> lines = new ArrayList<>(List.of("dataset,fk_table,fk_columns,ref_table,ref_columns"));
        joins.forEach(j -> lines.add(String.join(",", dataset, j.fromTable(), j.column(), j.toTable(), j.column())));
        return lines;
    }
}
