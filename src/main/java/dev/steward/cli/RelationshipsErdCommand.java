package dev.steward.cli;

import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.relationships.MermaidErd;
import dev.steward.relationships.RelationshipsErdWriter;
import dev.steward.relationships.RelationshipsReader;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward relationships erd [--all] PROJECT}: write relationships_erd.md (Mermaid erDiagram). */
@Command(name = "erd", mixinStandardHelpOptions = true,
        description = "Write PROJECT's relationships_erd.md: a Mermaid erDiagram of the approved join paths.")
final class RelationshipsErdCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--all", description = "also draw draft and stale paths (dashed)")
    private boolean all;

    RelationshipsErdCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward relationships erd");
             Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            new RelationshipsErdWriter(connection, new RelationshipsReader(), new MermaidErd(), services.atomicFiles())
                    .write(project, all);
        }
        services.out().println("relationships erd: wrote " + project.relationshipsErdFile());
        services.out().flush();
        return 0;
    }
}
