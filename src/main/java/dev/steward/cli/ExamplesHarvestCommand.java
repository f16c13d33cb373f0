package dev.steward.cli;

import dev.steward.examples.Example;
import dev.steward.examples.ExampleHarvest;
import dev.steward.examples.HarvestResult;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.store.JsonLineProblem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code steward examples harvest PROJECT}: thumbs-up candidates become unverified examples, de-duplicated. */
@Command(name = "harvest", mixinStandardHelpOptions = true,
        description = "Promote thumbs-up candidates from examples/harvested.jsonl to unverified examples "
                + "(duplicates of existing rows are skipped; running it again changes nothing).")
final class ExamplesHarvestCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Mixin
    private LlmOptions llm; // accepted on every command; harvesting never calls the LLM

    ExamplesHarvestCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        PrintWriter out = services.out();
        try (ProjectLock lock = services.lock(project, "steward examples harvest")) {
            HarvestResult result = new ExampleHarvest(project.syntheticExamplesFile(), project.harvestedFile(),
                    services.atomicFiles(), services.curationLog(project), services.userName()).harvest();
            for (Example example : result.promoted()) {
                out.println("+ " + example.question());
            }
            for (JsonLineProblem problem : result.problems()) {
                services.err().println("warning: " + problem.message());
            }
            out.println(result.promoted().size() + " promoted to unverified examples, " + result.duplicates()
                    + " already known, " + result.withoutSql() + " without SQL.");
            if (!result.promoted().isEmpty()) {
                out.println("Review them with: steward examples approve " + projectFolder);
            }
            return 0;
        } finally {
            out.flush();
        }
    }
}
