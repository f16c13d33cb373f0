package dev.steward.eval;

import dev.steward.project.Project;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A whole eval run over a project: runs the cases, marks goldens whose result changed since the last stored run,
 * and stores the run in {@code eval_runs/}.
 */
public final class ProjectEvaluation {
    private static final DateTimeFormatter ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
            .withZone(ZoneOffset.UTC);
    private final EvalRunStore store;
    private final Clock clock;

    public ProjectEvaluation(EvalRunStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * A run and where it was stored.
     *
     * @param run  the run
     * @param file the stored file
     */
    public record StoredRun(EvalRun run, Path file) {
    }

    /** Runs the cases, compares goldens with the latest stored run, and stores the new run. */
    public StoredRun evaluateAndStore(Project project, List<EvalCase> cases, EvalRunner runner,
                                      EvalSettings settings, EvalProgress progress, EvalCancellation cancellation) {
        return evaluateAndStore(project, cases, runner, settings, progress, cancellation, Map.of());
    }

    /**
     * The same, with the goldens the gold audit disputes ({@code disputed}: example id to its reasons) counted apart
     * in the summary and kept in the run (ADR 30).
     */
    public StoredRun evaluateAndStore(Project project, List<EvalCase> cases, EvalRunner runner,
                                      EvalSettings settings, EvalProgress progress, EvalCancellation cancellation,
                                      Map<String, String> disputed) {
        Optional<EvalRun> previous = store.history(project).latest();
        EvalRun run = evaluate(project, Map.of(), cases, runner, settings, progress, cancellation, previous)
                .withDisputed(disputed);
        if (cancellation.isCancelled()) {
            // Cancelling interrupts the thread to abort the LLM call in flight; that interrupt is spent. Left set,
            // it would close the file channel of the write below and lose the examples that finished.
            Thread.interrupted();
        }
        return new StoredRun(run, store.write(project, run));
    }

    /** One run under the default seed through a {@link SeededRun}, stored like {@link #evaluateAndStore}. */
    public StoredRun evaluateAndStore(Project project, List<EvalCase> cases, SeededRun run, EvalSettings settings,
                                      EvalProgress progress, EvalCancellation cancellation,
                                      Map<String, String> disputed) {
        Optional<EvalRun> previous = store.history(project).latest();
        Instant started = clock.instant();
        List<ExampleResult> results = run.run(dev.steward.llm.OllamaLlmConfig.DEFAULT_SEED, progress, cancellation);
        EvalRun assembled = assemble(project, Map.of(), started, results, settings, cancellation.isCancelled(),
                previous).withDisputed(disputed);
        if (cancellation.isCancelled()) {
            Thread.interrupted();
        }
        return new StoredRun(assembled, store.write(project, assembled));
    }

    /** Runs the cases once per seed; {@code seed} runs them all under one seed and returns the results. */
    @FunctionalInterface
    public interface SeededRun {
        List<ExampleResult> run(int seed, EvalProgress progress, EvalCancellation cancellation);
    }

    /**
     * {@code --repeat N}: runs every case once per seed, in seed order, and stores one run: the first seed's results
     * (the default seed, so the history stays comparable) with the {@link NoiseBand} of all of them.
     */
    public StoredRun evaluateRepeatedAndStore(Project project, List<Integer> seeds, SeededRun runs,
                                              EvalSettings settings, EvalProgress progress,
                                              EvalCancellation cancellation, Map<String, String> disputed) {
        Optional<EvalRun> previous = store.history(project).latest();
        Instant started = clock.instant();
        List<List<ExampleResult>> repetitions = new java.util.ArrayList<>();
        for (int i = 0; i < seeds.size() && (i == 0 || !cancellation.isCancelled()); i++) {
            repetitions.add(runs.run(seeds.get(i), progress, cancellation));
        }
        EvalRun run = assemble(project, Map.of(), started, repetitions.get(0), settings, cancellation.isCancelled(),
                previous).withDisputed(disputed).withNoise(NoiseBand.of(seeds.subList(0, repetitions.size()), repetitions));
        if (cancellation.isCancelled()) {
            Thread.interrupted();
        }
        return new StoredRun(run, store.write(project, run));
    }

    /** Runs without storing anything (the impact preview); {@code pending} replaces files in the fingerprint. */
    EvalRun evaluate(Project project, Map<Path, byte[]> pending, List<EvalCase> cases, EvalRunner runner,
                     EvalSettings settings, EvalProgress progress, EvalCancellation cancellation,
                     Optional<EvalRun> previous) {
        Instant started = clock.instant();
        List<ExampleResult> results = runner.run(cases, progress, cancellation);
        return assemble(project, pending, started, results, settings, cancellation.isCancelled(), previous);
    }

    /** A run from finished results: knowledge fingerprint, golden changes against {@code previous}, summary. */
    EvalRun assemble(Project project, Map<Path, byte[]> pending, Instant started, List<ExampleResult> results,
                     EvalSettings settings, boolean cancelled, Optional<EvalRun> previous) {
        Map<String, String> knowledge = KnowledgeFingerprint.of(project, pending);
        List<ExampleResult> marked = results.stream().map(result -> markGoldenChange(result, previous)).toList();
        String id = ID_TIME.format(started) + "-" + KnowledgeFingerprint.shortHash(knowledge);
        return new EvalRun(id, started.toString(), clock.instant().toString(), cancelled, settings, knowledge, marked,
                EvalSummary.of(marked));
    }

    private static ExampleResult markGoldenChange(ExampleResult result, Optional<EvalRun> previous) {
        String before = previous.flatMap(run -> run.result(result.key())).map(ExampleResult::goldenFingerprint)
                .orElse(null);
        boolean changed = before != null && result.goldenFingerprint() != null
                && !before.equals(result.goldenFingerprint());
        return changed ? result.withGoldenChanged(true) : result;
    }
}
