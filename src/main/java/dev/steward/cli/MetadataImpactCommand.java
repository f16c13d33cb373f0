package dev.steward.cli;

import dev.steward.eval.NoiseBand;
import dev.steward.error.StewardException;
import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalProgress;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.GoldenResults;
import dev.steward.eval.ImpactPreview;
import dev.steward.eval.ImpactReport;
import dev.steward.eval.ImpactReportText;
import dev.steward.eval.PendingChange;
import dev.steward.eval.PipelineAnswerSource;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward metadata impact PROJECT --table T ...}: the Metadata tab's impact preview, from the command line. */
@Command(name = "impact", mixinStandardHelpOptions = true,
        description = {"Preview what approving TABLE with new descriptions would do to the verified examples that read "
                + "it: each runs through the question pipeline with the knowledge as it is and as if approved (the "
                + "change applied in memory, in a scratch copy outside the project); nothing is written.",
            "--repeat N asks each side under N seeds (42, 43, ...): a question that passes under some seeds and not "
                + "others is reported as flaky, not as a regression or a fix.",
            "Exit 0, or 1 when a question would stop passing (under every seed); 2 on unusable input."})
final class MetadataImpactCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--table", required = true, paramLabel = "NAME", description = "the table's metadata.yaml key")
    private String table;

    @Option(names = "--description", paramLabel = "TEXT", description = "the table's new description")
    private String description;

    @Option(names = "--column", paramLabel = "NAME=TEXT", description = "a column's new description (repeatable)")
    private Map<String, String> columns = new LinkedHashMap<>();

    @Option(names = "--repeat", paramLabel = "N", defaultValue = "1", description = "run each side once per seed, N "
            + "seeds (default: ${DEFAULT-VALUE})")
    private int repeat;

    @Option(names = "--json", description = "print the report as JSON")
    private boolean json;

    @Option(names = "--timeout-ms", defaultValue = "30000", description = "per query (default: ${DEFAULT-VALUE})")
    private long timeoutMs;

    @Mixin
    private LlmOptions llm;

    MetadataImpactCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (repeat < 1) {
            throw new StewardException("--repeat must be at least 1, was " + repeat + ".",
                    "Leave it out for one pass per side with the default seed.");
        }
        Project project = services.projectOpener().open(projectFolder);
        OllamaLlmConfig config = services.llmConfig(llm);
        EvalSettings settings = new EvalSettings(false, config.endpoint().model(),
                config.endpoint().baseUrl().toString(), EvalSettings.DEFAULT_MAX_ROWS, timeoutMs, null, null);
        QueryLimits limits = new QueryLimits(settings.maxRows(), Duration.ofMillis(timeoutMs));
        MiniLmEmbedder embedder = new MiniLmEmbedder(new EmbeddingModelLoader());
        ImpactPreview preview = new ImpactPreview(seed -> PipelineAnswerSource.factory(embedder,
                new OllamaLlm(config.withSeed(seed)), PipelineSettings.defaults().withLimits(limits), services.clock(),
                services.atomicFiles()), services.directories().cacheDir().resolve("impact"), new GoldenResults());
        List<Integer> seeds = NoiseBand.seedsFor(repeat);
        ImpactReport report;
        try (Sandbox sandbox = services.openSandbox(projectFolder)) {
            report = preview.preview(project, sandbox, new SyntheticExamplesReader().read(
                    project.syntheticExamplesFile()), new PendingChange.TableDescriptions(table, description, columns),
                    settings, seeds, EvalProgress.NONE, new EvalCancellation());
        }
        ImpactReportText text = new ImpactReportText();
        PrintWriter out = services.out();
        out.println(json ? text.json(report).toPrettyString() : text.text(report));
        out.flush();
        return report.regressions().isEmpty() ? 0 : 1;
    }
}
