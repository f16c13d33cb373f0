package dev.steward.cli;

import dev.steward.examples.FailureRecord;
import dev.steward.examples.LoggedRows;
import dev.steward.examples.ReviewLogReader;
import dev.steward.project.Project;
import dev.steward.store.JsonLineProblem;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code steward examples review PROJECT}: the thumbs-down turns, with what was answered and what went wrong. */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = "List the thumbs-down turns of examples/failures.jsonl with question, SQL, answer and error "
                + "(read only).")
final class ExamplesReviewCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Mixin
    private LlmOptions llm; // accepted on every command; review never calls the LLM

    ExamplesReviewCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        PrintWriter out = services.out();
        LoggedRows<FailureRecord> failures = new ReviewLogReader().readFailures(project.failuresFile());
        for (JsonLineProblem problem : failures.problems()) {
            services.err().println("warning: " + problem.message());
        }
        if (failures.rows().isEmpty()) {
            out.println("No failures recorded.");
        }
        int number = 1;
        for (FailureRecord failure : failures.rows()) {
            out.println(number++ + ". question : " + failure.question());
            out.println("   sql      : " + (failure.sql().isBlank() ? "(none)" : failure.sql()));
            if (failure.answer() != null && !failure.answer().equals(failure.error())) {
                printIfPresent(out, "answer   : ", failure.answer());
            }
            printIfPresent(out, "error    : ", failure.error());
            if (failure.user() != null || failure.ts() != null) {
                out.println("   by       : " + (failure.user() == null ? "?" : failure.user())
                        + (failure.ts() == null ? "" : " at " + failure.ts()));
            }
        }
        out.flush();
        return 0;
    }

    private static void printIfPresent(PrintWriter out, String label, String value) {
        if (value != null && !value.isBlank()) {
            out.println("   " + label + value.strip().replace("\n", "\n              "));
        }
    }
}
