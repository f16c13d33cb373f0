package dev.steward.cli;

import dev.steward.definitions.DefinitionApprovals;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward definitions approve PROJECT EVIDENCE_ID}: a draft version becomes approved (logged). */
@Command(name = "approve", mixinStandardHelpOptions = true,
        description = "Approve a draft version by its evidence id; shows it beside the version it supersedes. "
                + "Refused when it would overlap another approved version of the same definition.")
final class DefinitionsApproveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Parameters(index = "1", paramLabel = "EVIDENCE_ID", description = "the version's evidence id")
    private String evidenceId;

    DefinitionsApproveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward definitions approve")) {
            DefinitionApprovals.Approved approved = new DefinitionApprovals(
                    new DefinitionsStore(services.atomicFiles()), services.curationLog(project), services.userName())
                    .approve(project.root(), evidenceId);
            PrintWriter out = services.out();
            approved.superseded().ifPresent(old -> out.println("was (" + old.evidenceId() + ", " + old.version()
                    + "): " + old.text()));
            out.println("now (" + approved.version().evidenceId() + ", " + approved.version().version() + "): "
                    + approved.version().text());
            out.println("Approved " + evidenceId + " (" + approved.version().validity() + ").");
            out.flush();
        }
        return 0;
    }
}
