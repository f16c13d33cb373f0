package dev.steward.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.definitions.DefinitionAnswerText;
import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.definitions.Resolution;
import dev.steward.definitions.Roles;
import dev.steward.project.Project;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward definitions resolve PROJECT TERM}: the resolution alone, as the pipeline does it (no LLM). */
@Command(name = "resolve", mixinStandardHelpOptions = true,
        description = "Resolve a term or question to its governed version at a date, for a user/role: the "
                + "version, a clarifying question, an abstention, a denial or no match. No LLM, no SQL.")
final class DefinitionsResolveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Parameters(index = "1", paramLabel = "TERM", description = "a term, id or question")
    private String term;

    @Option(names = "--as-of", paramLabel = "DATE", description = "the reporting date (YYYY-MM-DD)")
    private LocalDate asOf;

    @Option(names = "--role", paramLabel = "ROLE", description = "resolve for this role")
    private String role;

    @Option(names = "--user", paramLabel = "NAME", description = "who asks (default: STEWARD_USER, then the OS user)")
    private String user;

    @Option(names = "--json", description = "print one JSON object: outcome, message, evidence")
    private boolean json;

    DefinitionsResolveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws Exception {
        Project project = services.projectOpener().open(projectFolder);
        String who = user == null || user.isBlank() ? services.userName() : user;
        Resolution r = new DefinitionResolver().resolve(new DefinitionsStore(services.atomicFiles())
                .read(project.root()), Roles.read(project.root()).audience(who, role), term, asOf);
        String message = message(r);
        if (json) {
            ObjectNode root = new ObjectMapper().createObjectNode().put("outcome", outcome(r)).put("message", message);
            ArrayNode evidence = root.putArray("evidence");
            r.evidence().forEach(e -> evidence.addObject().put("evidence_id", e.evidenceId())
                    .put("object_id", e.objectId()).put("version", e.version()).put("kind", e.kind())
                    .put("status", e.status()));
            services.out().println(new ObjectMapper().writeValueAsString(root));
        } else {
            services.out().println(outcome(r).toUpperCase(java.util.Locale.ROOT) + ": " + message);
            r.evidence().forEach(e -> services.out().println("  evidence: " + e.evidenceId() + " (" + e.objectId()
                    + " " + e.version() + ", " + e.kind() + ", " + e.status() + ")"));
        }
        services.out().flush();
        return 0;
    }

    private static String outcome(Resolution r) {
        if (r instanceof Resolution.Resolved) {
            return "resolved";
        }
        if (r instanceof Resolution.Clarify) {
            return "clarify";
        }
        if (r instanceof Resolution.Abstain) {
            return "abstain";
        }
        if (r instanceof Resolution.NeedsReview) {
            return "human_review";
        }
        return r instanceof Resolution.Denied ? "denied" : "no_match";
    }

    private static String message(Resolution r) {
        if (r instanceof Resolution.Resolved resolved) {
            return new DefinitionAnswerText().render(resolved);
        }
        if (r instanceof Resolution.Clarify c) {
            return c.message();
        }
        if (r instanceof Resolution.Abstain a) {
            return a.reason();
        }
        if (r instanceof Resolution.NeedsReview n) {
            return n.reason();
        }
        return r instanceof Resolution.Denied ? "Not available for this role, or the question asks to set the "
                + "rules aside." : "No definition matches.";
    }
}
