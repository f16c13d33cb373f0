package dev.steward.cli;

import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsExchange;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.project.Project;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward definitions export PROJECT FILE}: every version as one exchange record. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Write every definition version as one JSON line (the exchange format) to FILE, "
                + "or to standard output when FILE is '-'.")
final class DefinitionsExportCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Parameters(index = "1", paramLabel = "FILE", description = "the JSON lines file to write, or -")
    private String file;

    DefinitionsExportCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        DefinitionSet set = new DefinitionsStore(services.atomicFiles()).read(project.root());
        String text = new DefinitionsExchange().render(set);
        if ("-".equals(file)) {
            services.rawOut().print(text);
            services.rawOut().flush();
        } else {
            services.atomicFiles().writeString(Path.of(file), text);
            services.out().println("Exported " + text.lines().count() + " records to " + file);
            services.out().flush();
        }
        return 0;
    }
}
