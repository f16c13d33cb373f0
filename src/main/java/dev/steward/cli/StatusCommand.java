package dev.steward.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.catalog.Catalog;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.readiness.ProjectReadiness;
import dev.steward.readiness.Readiness;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward status PROJECT}: the project's readiness at a glance (issue 23, docs/status.md). */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = {"Show how ready PROJECT's knowledge is: tables approved/draft/stale/undocumented, columns "
                + "described, relationships approved and data-verified, tables no verified example reads, templates, "
                + "definitions with an approved version, the last stored eval's pass rate (passed / all cases) and "
                + "coverage (evaluated / all) and their trend, the gold audit's open findings (run now, without an "
                + "LLM), and drift. Writes nothing.",
            "Metrics for --fail-under, each a share from 0 to 1: tables_approved, columns_described, "
                + "relationships_approved, relationships_verified, tables_with_example, definitions_approved, "
                + "pass_rate, coverage, audit_clean (clean goldens / all goldens).",
            "Exit codes: 0 when every --fail-under holds; 1 when a metric is under its value or cannot be measured "
                + "(e.g. pass_rate with no stored eval run); 2 on unusable input (no project, unknown metric, "
                + "a value outside 0..1).",
            "--json prints format_version 1, documented in docs/status.md."})
final class StatusCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--json", description = "print the figures and the lists behind them as JSON")
    private boolean json;

    @Option(names = "--fail-under", paramLabel = "METRIC=VALUE", description = "exit 1 when METRIC is under VALUE "
            + "(0..1, repeatable), e.g. --fail-under pass_rate=0.9 --fail-under columns_described=0.8")
    private Map<String, Double> failUnder = new LinkedHashMap<>();

    StatusCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        checkGates();
        Project project = services.projectOpener().open(projectFolder);
        Readiness readiness;
        try (Catalog catalog = new Catalog(project); Sandbox sandbox = services.openSandbox(projectFolder)) {
            readiness = new ProjectReadiness(services.atomicFiles(), services.curationLog(project), services.clock())
                    .measure(project, catalog, new SqlExecutor(sandbox),
                            Optional.of(new MiniLmEmbedder(new EmbeddingModelLoader())));
        }
        PrintWriter out = services.out();
        out.println(json ? json(project, readiness) : StatusText.of(readiness));
        out.flush();
        return gate(readiness.metrics());
    }

    private void checkGates() {
        failUnder.forEach((metric, threshold) -> {
            if (!Readiness.METRICS.contains(metric)) {
                throw new StewardException("Unknown metric '" + metric + "' for --fail-under.",
                        "Use one of " + String.join(", ", Readiness.METRICS) + ".");
            }
            if (threshold < 0 || threshold > 1) {
                throw new StewardException("--fail-under " + metric + "=" + threshold + " is outside 0..1.",
                        "Give the share as a fraction, e.g. " + metric + "=0.9 for 90 %.");
            }
        });
    }

    private int gate(Map<String, Double> metrics) {
        List<String> failures = new ArrayList<>();
        failUnder.forEach((metric, threshold) -> {
            Double value = metrics.get(metric);
            if (value == null) {
                failures.add(metric + " could not be measured (nothing to count yet)");
            } else if (value < threshold) {
                failures.add(String.format(Locale.ROOT, "%s %.3f is under --fail-under %.3f", metric, value,
                        threshold));
            }
        });
        failures.forEach(services.err()::println);
        services.err().flush();
        return failures.isEmpty() ? 0 : 1;
    }

    private static String json(Project project, Readiness readiness) {
        ObjectMapper mapper = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode node = mapper.createObjectNode().put("format_version", 1).put("project", project.name())
                .put("table_count", readiness.tableCount());
        node.setAll((ObjectNode) mapper.valueToTree(readiness));
        node.set("metrics", mapper.valueToTree(readiness.metrics()));
        try {
            return mapper.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the readiness could not be written as JSON", e);
        }
    }
}
