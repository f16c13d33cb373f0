package dev.steward.cli;

import dev.steward.error.StewardException;
import dev.steward.project.ProjectLock;
import dev.steward.sample.GeneratedTable;
import dev.steward.sample.SalesDemoGenerator;
import dev.steward.sample.SyntheticProjectGenerator;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code steward sample regenerate PATH}: rewrites the bundled sample project's Parquet data;
 * {@code steward sample generate ... PATH}: writes a synthetic project of any size.
 */
@Command(name = "sample", description = "Work with the bundled sales_intelligence_demo sample project, or "
        + "generate synthetic projects of any size.",
        subcommands = {SampleCommand.Regenerate.class, SampleCommand.Generate.class})
public final class SampleCommand {

    /** Rewrites the Parquet files; the hand-curated knowledge files are left alone. */
    @Command(name = "regenerate", description = {
        "Write the sample's Parquet data (data/silver, data/gold/sales_intelligence_demo) into PATH.",
        "Deterministic: the same rows every time. Knowledge files (YAML, JSONL) are not touched."})
    static final class Regenerate implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "PATH", description = "the project folder to write the data into")
        private Path project;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            Path folder = project.toAbsolutePath().normalize();
            // A StewardException (folder not writable, project open elsewhere, ...) reaches CliMain's handler:
            // message, hint, exit 2.
            createFolder(folder);
            try (ProjectLock lock = ProjectLock.acquire(folder, "steward sample regenerate")) {
                for (GeneratedTable table : new SalesDemoGenerator().generate(folder)) {
                    spec.commandLine().getOut().printf("%-6s %-26s %,7d rows  %s%n", table.layer().yamlName(),
                            table.name(), table.rows(), folder.relativize(table.file()));
                }
            }
            spec.commandLine().getOut().flush();
            return 0;
        }

        private static void createFolder(Path folder) {
            try {
                Files.createDirectories(folder);
            } catch (IOException e) {
                throw new StewardException("Could not write the sample data into " + folder + ": " + e,
                        "Check that the folder is writable.", e);
            }
        }
    }

    /** Writes a new synthetic project (star and snowflake schemas, mixed metadata, examples) into PATH. */
    @Command(name = "generate", description = {
        "Write a synthetic project into PATH (a new or empty folder): star and snowflake schemas whose keys the "
                + "relationship rules find, skewed categoricals, dates, metadata in mixed review states, examples "
                + "and templates. The same options write the same bytes."})
    static final class Generate implements Callable<Integer> {
        @Option(names = "--tables", required = true, paramLabel = "N", description = "number of tables")
        private int tables;

        @Option(names = "--rows", required = true, paramLabel = "M", description = "rows across all tables")
        private long rows;

        @Option(names = "--examples", defaultValue = "20", paramLabel = "K",
                description = "verified examples and templates to write (default: ${DEFAULT-VALUE})")
        private int examples;

        @Option(names = "--seed", defaultValue = "42", paramLabel = "S", description = "default: ${DEFAULT-VALUE}")
        private long seed;

        @Parameters(index = "0", paramLabel = "PATH", description = "a new or empty folder")
        private Path project;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() {
            Path folder = project.toAbsolutePath().normalize();
            SyntheticProjectGenerator.Spec wanted = new SyntheticProjectGenerator.Spec(tables, rows, examples, seed);
            requireEmpty(folder);
            SyntheticProjectGenerator.Result result = new SyntheticProjectGenerator(new AtomicFiles())
                    .generate(folder, wanted);
            spec.commandLine().getOut().printf("%d tables, %,d rows, %d joins, %d examples written to %s%n",
                    result.tables().size(), result.tables().stream().mapToLong(GeneratedTable::rows).sum(),
                    result.joins().size(), result.examples(), folder);
            spec.commandLine().getOut().flush();
            return 0;
        }

        /** Generating over an existing project would replace its knowledge files: only new or empty folders. */
        private static void requireEmpty(Path folder) {
            try (var entries = Files.exists(folder) ? Files.list(folder) : java.util.stream.Stream.<Path>empty()) {
                if (entries.findAny().isPresent()) {
                    throw new StewardException(folder + " is not empty; a synthetic project is only written into "
                            + "a new or empty folder.", "Pass a folder that does not exist yet.");
                }
                Files.createDirectories(folder);
            } catch (IOException e) {
                throw new StewardException("Could not create " + folder + ": " + e.getMessage(),
                        "Check that the parent folder is writable.", e);
            }
        }
    }
}
