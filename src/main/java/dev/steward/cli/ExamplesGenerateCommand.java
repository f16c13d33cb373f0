package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.examples.ExampleGenerator;
import dev.steward.examples.GenerationKnowledge;
import dev.steward.examples.GenerationResult;
import dev.steward.examples.SqlRepair;
import dev.steward.llm.Llm;
import dev.steward.llm.PromptTemplates;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward examples generate PROJECT [--count N]}: the LLM drafts pairs; only valid, running, new ones stay. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Draft question/SQL pairs from the approved tables and relationships with one LLM call. "
                + "Each SQL must pass the gate (with up to 2 repairs) and run in the sandbox; duplicates are dropped.",
            "New pairs are appended as unverified examples; every existing row is kept."})
final class ExamplesGenerateCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--count", paramLabel = "N", defaultValue = "20", description = "pairs to draft (default: 20)")
    private int count;

    @Mixin
    private LlmOptions llmOptions;

    ExamplesGenerateCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        PrintWriter out = services.out();
        Llm llm = services.llm(llmOptions);
        PromptTemplates prompts = new PromptTemplates();
        try (ProjectLock lock = services.lock(project, "steward examples generate");
             Catalog catalog = new Catalog(project);
             Sandbox sandbox = services.openSandbox(projectFolder)) {
            GenerationKnowledge knowledge = GenerationKnowledge.of(project,
                    new MetadataLoader().loadProject(project.root()).config(),
                    new RelationshipsReader().read(project.relationshipsFile()), catalog);
            SqlRepair repair = ExamplesRepair.of(sandbox, llm, prompts, services.clock());
            ExampleGenerator generator = new ExampleGenerator(llm, prompts, repair, new SqlExecutor(sandbox),
                    services.atomicFiles(), services.curationLog(project), services.userName());
            GenerationResult result = generator.generate(project.syntheticExamplesFile(), knowledge, count, line -> {
                out.println(line);
                out.flush();
            });
            if (!result.added().isEmpty()) {
                out.println("Review them with: steward examples approve " + projectFolder);
            }
            return 0;
        } finally {
            out.flush();
        }
    }
}
