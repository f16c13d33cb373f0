package dev.steward.cli;

import dev.steward.definitions.DefinitionsImport;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward definitions import PROJECT FILE [--approved-as-is]}. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import definition records (JSON lines, one record per version; docs/definitions.md) into "
                + "steward/definitions.yaml. Approved records arrive as drafts unless --approved-as-is.",
            "Every record is checked first; a bad record imports nothing. Importing the same file again changes "
                + "nothing."})
final class DefinitionsImportCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Parameters(index = "1", paramLabel = "FILE", description = "the JSON lines file")
    private Path file;

    @Option(names = "--approved-as-is", description = "keep the records' status: their source system already "
            + "governs them (logged as such in curation_log.jsonl)")
    private boolean approvedAsIs;

    DefinitionsImportCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward definitions import")) {
            DefinitionsImport.Report report = new DefinitionsImport(new DefinitionsStore(services.atomicFiles()),
                    services.curationLog(project), services.userName()).run(project.root(), file, approvedAsIs);
            services.out().println("Imported " + file.getFileName() + ": " + report);
        }
        services.out().flush();
        return 0;
    }
}
