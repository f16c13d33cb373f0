package dev.steward.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipYaml;
import dev.steward.relationships.RelationshipsApprover;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code steward relationships approve PROJECT}: review draft and stale join paths one by one ({@code a}pprove,
 * {@code s}kip, {@code q}uit), each approval written at once. Scriptable with {@code --answers} or
 * {@code --approve-all}.
 */
@Command(name = "approve", mixinStandardHelpOptions = true,
        description = {"Review PROJECT's draft and stale relationships: a = approve, s = skip, q = quit.",
            "Answers come from standard input, or from --answers (one letter per entry) or --approve-all."})
final class RelationshipsApproveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--answers", paramLabel = "LETTERS", description = "answers in order, e.g. 'asa' or 'aq'")
    private String answers;

    @Option(names = "--approve-all", description = "approve every draft and stale entry")
    private boolean approveAll;

    RelationshipsApproveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() throws IOException {
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward relationships approve")) {
            return review(project);
        }
    }

    private int review(Project project) throws IOException {
        PrintWriter out = services.out();
        RelationshipsApprover approver = new RelationshipsApprover(new RelationshipsReader(), services.atomicFiles());
        CurationLog log = services.curationLog(project);
        ObjectMapper json = new ObjectMapper();
        List<Relationship> reviewable = approver.reviewable(project.relationshipsFile());
        BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int approved = 0;
        for (int i = 0; i < reviewable.size(); i++) {
            Relationship r = reviewable.get(i);
            show(out, r);
            char answer = answer(i, stdin, out);
            if (answer == 'q') {
                break;
            }
            if (answer == 'a') {
                Relationship after = approver.approve(project.relationshipsFile(), r.identity());
                log.record(services.userName(), CurationKind.RELATIONSHIP, r.identity().toString(),
                        CurationAction.APPROVE, json.valueToTree(RelationshipYaml.snapshot(r)),
                        json.valueToTree(RelationshipYaml.snapshot(after)), null);
                approved++;
            }
        }
        out.println("relationships approve: " + approved + " approved, " + reviewable.size() + " reviewable");
        out.flush();
        return 0;
    }

    private static void show(PrintWriter out, Relationship r) {
        out.println(r.fromTable() + " -> " + r.toTable() + " (" + r.status().yamlName() + ")");
        out.println("  join_on: " + r.joinOn().stream().map(JoinColumn::toYaml).collect(Collectors.joining(", ")));
        out.println("  confidence: " + r.confidence().yamlName());
        out.println("  method: " + (r.method() == null ? "(hand-added, no detection rule)" : r.method().yamlName()));
        if (r.note() != null) {
            out.println("  note: " + r.note());
        }
        if (r.staleReason() != null) {
            out.println("  stale: " + r.staleReason());
        }
    }

    /** a, s or q; an unknown answer asks again, end of input counts as q (nothing is approved by accident). */
    private char answer(int index, BufferedReader stdin, PrintWriter out) throws IOException {
        if (approveAll) {
            return 'a';
        }
        if (answers != null) {
            return index < answers.length() ? Character.toLowerCase(answers.charAt(index)) : 'q';
        }
        while (true) {
            out.print("[a]pprove / [s]kip / [q]uit? ");
            out.flush();
            String line = stdin.readLine();
            if (line == null) {
                return 'q';
            }
            String reply = line.strip().toLowerCase(Locale.ROOT);
            if (reply.length() == 1 && "asq".contains(reply)) {
                return reply.charAt(0);
            }
        }
    }
}
