package dev.steward.cli;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.project.Project;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward definitions list PROJECT}: each definition with its versions (all of them: a curator's view). */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List every definition and its versions: evidence id, version, status and validity.")
final class DefinitionsListCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    DefinitionsListCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        DefinitionSet set = new DefinitionsStore(services.atomicFiles()).read(project.root());
        PrintWriter out = services.out();
        if (set.isEmpty()) {
            out.println("No definitions yet (steward/definitions.yaml has no definitions: section).");
        }
        for (Definition d : set.definitions()) {
            out.println(d.id() + "  " + d.kind().exchangeName() + "  " + d.title());
            for (DefinitionVersion v : d.versions()) {
                out.println("  " + line(v));
            }
        }
        out.flush();
        return 0;
    }

    static String line(DefinitionVersion v) {
        return v.evidenceId() + "  " + v.version() + "  " + v.status().yamlName() + "  " + v.validity()
                + (v.kind() != null ? "  " + v.kind().exchangeName() : "")
                + (v.restricted() ? "  roles: " + String.join(", ", v.allowedRoles()) : "");
    }
}
