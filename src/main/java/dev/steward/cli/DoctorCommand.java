package dev.steward.cli;

import dev.steward.error.TerminalText;
import dev.steward.health.CheckResult;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward doctor [PROJECT]}: is this machine (and this project) ready for Steward? */
@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = {"Check Java, JavaFX, DuckDB, the embedding model and the LLM, and with PROJECT that every "
                + "file parses and its Parquet is found. Exit 0 when healthy, 1 otherwise.",
            "An unreachable LLM is a warning (Steward works without one) unless --require-llm is given."})
final class DoctorCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PROJECT", description = "a project folder to check")
    private Path project;

    @Option(names = "--require-llm", description = "treat an unreachable LLM or a missing model as a failure")
    private boolean requireLlm;

    @Mixin
    private LlmOptions llm;

    DoctorCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = services.out();
        List<CheckResult> results = new ArrayList<>(services.environmentDoctor()
                .check(llm.endpoint(services.env(), services.settings())));
        if (project != null) {
            results.addAll(services.projectDoctor().check(project));
        }
        results.forEach(r -> out.println(symbol(r) + " " + TerminalText.escape(r.name()) + ": "
                + TerminalText.escape(r.detail())));
        long failures = results.stream().filter(this::isFailure).count();
        out.println(failures == 0 ? "Healthy." : failures + " problem(s) found.");
        out.flush();
        return failures == 0 ? 0 : 1;
    }

    private boolean isFailure(CheckResult result) {
        return result.outcome() == CheckResult.Outcome.FAIL
                || requireLlm && result.name().equals("LLM") && result.outcome() != CheckResult.Outcome.OK;
    }

    private static String symbol(CheckResult result) {
        return switch (result.outcome()) {
            case OK -> "✓";
            case WARN -> "⚠";
            case FAIL -> "✗";
        };
    }
}
