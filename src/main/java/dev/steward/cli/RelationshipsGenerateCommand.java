package dev.steward.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.KeyCandidates;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipEvidence;
import dev.steward.relationships.RelationshipYaml;
import dev.steward.relationships.RejectedRelationships;
import dev.steward.relationships.RelationshipsGenerator;
import dev.steward.relationships.RelationshipsMerge;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code steward relationships generate PROJECT}: detect, verify against the data, merge into relationships.yaml. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Detect join paths between PROJECT's silver and gold tables, check each against the data "
                + "and merge them into relationships.yaml (approved and hand-added entries are kept byte for byte).",
            "Prints each new candidate with its rule, confidence and evidence."})
final class RelationshipsGenerateCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    RelationshipsGenerateCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = services.out();
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward relationships generate");
             Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            RelationshipsGenerator generator = new RelationshipsGenerator(connection,
                    new RelationshipDetector(new KeyCandidates()), new RelationshipsMerge(new RelationshipsReader()),
                    services.atomicFiles(), services.clock());
            RelationshipsMerge.Outcome outcome = generator.generate(project,
                    RejectedRelationships.in(services.curationLog(project).entries()), out::println);
            logStale(project, outcome);
            outcome.added().forEach(r -> out.println(describe(r)));
        }
        out.flush();
        return 0;
    }

    /** Drift is a curation event: the log shows when and why an approved path went stale. */
    private void logStale(Project project, RelationshipsMerge.Outcome outcome) {
        CurationLog log = services.curationLog(project);
        ObjectMapper json = new ObjectMapper();
        outcome.madeStale().forEach(r -> log.record(services.userName(), CurationKind.RELATIONSHIP,
                r.identity().toString(), CurationAction.STALE, json.valueToTree(RelationshipYaml.snapshot(r)), null,
                "its table or column vanished"));
    }

    static String describe(Relationship r) {
        String joinOn = r.joinOn().stream().map(JoinColumn::toYaml).collect(Collectors.joining(", "));
        String line = "  " + r.fromTable() + " -> " + r.toTable() + " on [" + joinOn + "]  rule "
                + (r.method() == null ? "hand-added" : r.method().yamlName()) + ", confidence "
                + r.confidence().yamlName() + evidence(r.evidence());
        return r.note() == null ? line : line + "\n      " + r.note();
    }

    private static String evidence(RelationshipEvidence e) {
        if (e == null) {
            return "";
        }
        return ", target unique " + e.targetUnique() + ", orphans " + (e.orphanPct() == null ? "n/a"
                : e.orphanPct() + "% (" + e.orphanRows() + " of " + e.sourceRows() + " rows)")
                + ", types compatible " + e.typesCompatible()
                + (e.cardinality() == null ? "" : ", " + e.cardinality().yamlName());
    }
}
