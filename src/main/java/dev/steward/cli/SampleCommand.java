package dev.steward.cli;

import dev.steward.error.StewardException;
import dev.steward.project.ProjectLock;
import dev.steward.sample.GeneratedTable;
import dev.steward.sample.SalesDemoGenerator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code steward sample regenerate PATH}: rewrites the bundled sample project's Parquet data. */
@Command(name = "sample", description = "Work with the bundled sales_intelligence_demo sample project.",
        subcommands = {SampleCommand.Regenerate.class})
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
}
