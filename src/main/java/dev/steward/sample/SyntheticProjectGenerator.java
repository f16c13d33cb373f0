package dev.steward.sample;

import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.examples.ExampleRecordsFile;
import dev.steward.store.AtomicFiles;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a synthetic project of any size for tests and benchmarks ({@code steward sample generate}): star and
 * snowflake schemas whose keys follow the naming the relationship rules find, skewed categoricals, dates,
 * metadata in mixed review states, and verified examples and templates. The same spec gives byte-identical
 * files; a different seed gives different data and a different mix of review states.
 */
public final class SyntheticProjectGenerator {
    private final AtomicFiles files;

    public SyntheticProjectGenerator(AtomicFiles files) {
        this.files = files;
    }

    /** What to generate: table count, total rows across all tables, example count and the seed. */
    public record Spec(int tables, long rows, int examples, long seed) {
        public Spec {
            if (tables < 1 || rows < 1 || examples < 0) {
                throw new StewardException("A synthetic project needs at least 1 table and 1 row (got " + tables
                        + " tables, " + rows + " rows, " + examples + " examples).",
                        "Pass --tables and --rows of 1 or more, and --examples of 0 or more.");
            }
        }
    }

    /** The files written, and the joins built into the data (what relationship detection should find). */
    public record Result(List<GeneratedTable> tables, List<PlannedJoin> joins, int examples) {
    }

    /** Writes {@code main.yaml}, {@code metadata.yaml}, {@code examples/synthetic.jsonl} and {@code data/silver}. */
    public Result generate(Path projectDir, Spec spec) {
        List<SyntheticTable> plan = new SyntheticSchemaPlanner().plan(spec.tables(), spec.rows());
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            Path silver = projectDir.resolve("data").resolve("silver");
            List<GeneratedTable> written = new SyntheticDataWriter(connection, spec.seed()).write(plan, silver);
            ParquetDescriber describer = new ParquetDescriber(connection);
            Map<String, List<ColumnSchema>> schemas = new LinkedHashMap<>();
            written.forEach(t -> schemas.put(t.name(), describer.describe(t.file())));
            String name = projectDir.getFileName() == null ? "synthetic" : projectDir.getFileName().toString();
            files.writeString(projectDir.resolve("main.yaml"), mainYaml(name, spec));
            SyntheticMetadataText metadata = new SyntheticMetadataText(spec.seed());
            files.writeString(projectDir.resolve("metadata.yaml"), metadata.render(plan, schemas));
            if (!metadata.notes().isEmpty()) {
                files.writeString(StewardFolder.tables(projectDir), metadata.notes().render());
            }
            SyntheticExamples.Written exampleFiles = new SyntheticExamples().write(plan, spec.examples());
            List<String> examples = exampleFiles.lines();
            Files.createDirectories(projectDir.resolve("examples"));
            Files.createDirectories(projectDir.resolve("data").resolve("gold"));
            Path synthetic = projectDir.resolve("examples").resolve("synthetic.jsonl");
            files.writeString(synthetic, examples.isEmpty() ? "" : String.join("\n", examples) + "\n");
            if (!exampleFiles.records().isEmpty()) {
                files.writeString(ExampleRecordsFile.pathFor(synthetic),
                        ExampleRecordsFile.renderText(exampleFiles.records(), Map.of()));
            }
            List<PlannedJoin> joins = plan.stream().flatMap(t -> t.foreignKeys().stream()).toList();
            return new Result(written, joins, examples.size());
        } catch (SQLException | IOException e) {
            throw new StewardException("Could not write the synthetic project into " + projectDir + ": "
                    + e.getMessage(), "Check that the folder is writable and has room for the data.", e);
        }
    }

    /**
     * The paths in openmedallion's scaffold form {@code <project>/data/silver}: run from the projects root,
     * openmedallion reads this project's own data, and Steward reads it inside the folder even when renamed.
     */
    private static String mainYaml(String name, Spec spec) {
        String base = name.matches("[A-Za-z0-9_.-]+") && !name.startsWith(".") ? name + "/data" : "data";
        return "# Synthetic project: " + spec.tables() + " tables, " + spec.rows() + " rows in all, seed "
                + spec.seed() + ".\n# Regenerate it with: steward sample generate --tables " + spec.tables()
                + " --rows " + spec.rows() + " --examples " + spec.examples() + " --seed " + spec.seed() + " PATH\n"
                + "pipeline:\n  name: " + SyntheticMetadataText.quoted(name) + "\npaths:\n  silver: " + base
                + "/silver\n  gold: " + base + "/gold\n";
    }
}
