package dev.steward.cli;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward definitions show PROJECT ID}: one definition with every version in full. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Show one definition (by id) with every version: text, tables, grain, measure, lineage.")
final class DefinitionsShowCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Parameters(index = "1", paramLabel = "ID", description = "the definition's id, e.g. metric.net_revenue")
    private String id;

    DefinitionsShowCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        Definition d = new DefinitionsStore(services.atomicFiles()).read(project.root()).get(id)
                .orElseThrow(() -> new StewardException("No definition has the id '" + id + "'.",
                        "List them with: steward definitions list " + projectFolder));
        PrintWriter out = services.out();
        out.println(d.id() + "  " + d.kind().exchangeName() + "  " + d.title());
        if (!d.synonyms().isEmpty()) {
            out.println("synonyms: " + String.join(", ", d.synonyms()));
        }
        if (d.owner() != null) {
            out.println("owner: " + d.owner());
        }
        d.versions().forEach(v -> print(out, v));
        out.flush();
        return 0;
    }

    private static void print(PrintWriter out, DefinitionVersion v) {
        out.println("- " + DefinitionsListCommand.line(v));
        out.println("    " + v.text());
        if (!v.tables().isEmpty()) {
            out.println("    tables: " + String.join(", ", v.tables()));
        }
        if (v.grain() != null) {
            out.println("    grain: " + v.grain());
        }
        if (v.measure() != null) {
            out.println("    measure: " + v.measure().expression() + " on " + v.measure().table());
        }
        if (v.supersedes() != null) {
            out.println("    supersedes: " + v.supersedes());
        }
        if (v.supports() != null) {
            out.println("    supports: " + v.supports());
        }
        if (!v.upstream().isEmpty()) {
            out.println("    upstream: " + String.join(", ", v.upstream()));
        }
        out.println("    content hash: " + v.contentHash());
    }
}
