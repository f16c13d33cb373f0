package dev.steward.ui.metadata;

import dev.steward.eval.NoiseBand;
import dev.steward.error.StewardException;
import dev.steward.eval.EvalCancellation;
import dev.steward.eval.EvalCase;
import dev.steward.eval.EvalProgress;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.ExampleResult;
import dev.steward.eval.GoldenResults;
import dev.steward.eval.ImpactPreview;
import dev.steward.eval.ImpactReport;
import dev.steward.eval.PendingChange;
import dev.steward.eval.PipelineAnswerSource;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.OllamaStatus;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.metadata.TableEdit;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.project.Project;
import dev.steward.retrieval.Embedder;
import dev.steward.settings.UserSettings;
import dev.steward.sql.Sandbox;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.JobContext;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The review pane's "Impact" work off the FX thread: before a table's pending edit is approved, runs the verified
 * examples that read the table through the real question pipeline twice (knowledge as it is, and as if approved,
 * via {@link ImpactPreview}; nothing in the project is written) and reports which would change verdict. It needs
 * the LLM of the user's settings, so it checks that one answers first and otherwise says what to start.
 */
public final class ImpactCheck {
    private final Project project;
    private final Supplier<Embedder> embedder;
    private final Supplier<UserSettings> settings;
    private final OllamaStatusProbe probe;
    private final AtomicFiles files;
    private final Path scratch;
    private final GoldenResults goldens = new GoldenResults();

    /**
     * @param embedder the app's embedding model (loaded on first use; costs seconds)
     * @param scratch  a private folder outside the project for the "as if approved" copy and DuckDB's spill files
     */
    public ImpactCheck(Project project, Supplier<Embedder> embedder, Supplier<UserSettings> settings,
                       OllamaStatusProbe probe, AtomicFiles files, Path scratch) {
        this.project = project;
        this.embedder = embedder;
        this.settings = settings;
        this.probe = probe;
        this.files = files;
        this.scratch = scratch;
    }

    /** The pending change: the edited texts (none = approving the draft as written) of one table. */
    public static PendingChange changeOf(String table, TableEdit edit) {
        Map<String, String> columns = new LinkedHashMap<>();
        edit.columns().forEach((column, change) -> {
            if (change.description() != null) {
                columns.put(column, change.description());
            }
        });
        return new PendingChange.TableDescriptions(table, edit.description(), columns);
    }

    /** Runs the preview once per side, with progress per example; cancelling stops between examples. */
    public ImpactReport preview(PendingChange change, JobContext context) {
        return preview(change, 1, context);
    }

    /**
     * Runs the preview with each side asked under {@code repeat} seeds (42, 43, …: ADR 38), so questions that only
     * move inside the noise band are told apart from real changes; cancelling stops between examples (and aborts a
     * call).
     */
    public ImpactReport preview(PendingChange change, int repeat, JobContext context) {
        UserSettings current = settings.get();
        context.progress(-1, "Checking the LLM at " + current.llmBaseUrl());
        OllamaStatus status = probe.check(URI.create(current.llmBaseUrl()), current.llmModel());
        if (!status.usable()) {
            throw new StewardException(whyNot(status, current), "Nothing was changed.");
        }
        OllamaLlmConfig config = OllamaLlmConfig.defaults(new OllamaEndpoint(URI.create(current.llmBaseUrl()),
                current.llmModel()));
        EvalCancellation cancellation = new EvalCancellation();
        context.progress(-1, "Loading the embedding model and the examples");
        Embedder model = embedder.get();
        ImpactPreview preview = new ImpactPreview(seed -> PipelineAnswerSource.factory(model,
                new OllamaLlm(config.withSeed(seed)), PipelineSettings.defaults(), Clock.systemUTC(), files),
                scratch.resolve("impact"), goldens);
        List<Integer> seeds = NoiseBand.seedsFor(repeat);
        try (Sandbox sandbox = Sandbox.open(project, scratch.resolve("duckdb-tmp"))) {
            return preview.preview(project, sandbox, new SyntheticExamplesReader().read(project.syntheticExamplesFile()),
                    change, EvalSettings.defaults(false, current.llmModel(), current.llmBaseUrl()), seeds,
                    progress(context, cancellation, seeds.size()), cancellation);
        }
    }

    /**
     * What is missing and what to do, said once and plainly (the probe's own message also names the command line:
     * with it and a hint of its own, the pane said "start Ollama" three times).
     */
    static String whyNot(OllamaStatus status, UserSettings settings) {
        if (!status.reachable()) {
            return "The impact preview needs an LLM, and none answers at " + settings.llmBaseUrl() + ". Set the LLM "
                    + "URL in File ▸ Settings…, or start Ollama at that address.";
        }
        return "The impact preview needs the model " + settings.llmModel() + ", which the LLM at "
                + settings.llmBaseUrl() + " does not have. Pull it there ('ollama pull " + settings.llmModel()
                + "'), or choose another model in File ▸ Settings….";
    }

    private static EvalProgress progress(JobContext context, EvalCancellation cancellation, int seeds) {
        java.util.concurrent.atomic.AtomicInteger started = new java.util.concurrent.atomic.AtomicInteger();
        return new EvalProgress() {
            @Override
            public void started(int index, int total, EvalCase evalCase) {
                stopIfCancelled();
                int run = started.getAndIncrement(); // every seed as it is, then every seed as if approved
                int pass = run / Math.max(1, total);
                String side = pass < seeds ? "As it is" : "As if approved";
                context.progress((double) run / Math.max(1, 2 * seeds * total), side
                        + (seeds > 1 ? " (seed " + (OllamaLlmConfig.DEFAULT_SEED + pass % seeds) + ")" : "")
                        + ", example " + (index + 1) + " of " + total + ": " + evalCase.question());
            }

            @Override
            public void finished(int index, int total, ExampleResult result) {
                stopIfCancelled();
            }

            private void stopIfCancelled() {
                if (context.isCancelled()) {
                    cancellation.cancel();
                }
            }
        };
    }
}
