package dev.steward.eval;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One stored eval run ({@code eval_runs/<id>.json}).
 *
 * @param id         {@code <UTC timestamp>-<short hash of the knowledge fingerprint>}
 * @param startedAt  ISO-8601 UTC
 * @param finishedAt ISO-8601 UTC
 * @param cancelled  the run was stopped early; {@code results} holds the examples that finished
 * @param settings   how it was run
 * @param knowledge  file (relative to the project) to content hash, "absent" for a missing file
 * @param results    one per evaluated question, in run order
 * @param summary    the counts
 * @param formatVersion the stored format: 1 for runs written before the field existed (read as 1 when absent),
 *                   {@value #FORMAT_VERSION} since each result carries its trace and attribution
 * @param disputed   example id to the gold audit's reasons, for the goldens disputed when the run started (ADR 30);
 *                   their results are in {@code results} but counted apart in {@code summary}; empty in older runs
 * @param noise      with {@code --repeat N}: each question's reason under each of the N seeds (the results are the
 *                   first, default seed's); null for a run with the one default seed
 */
public record EvalRun(String id, String startedAt, String finishedAt, boolean cancelled, EvalSettings settings,
                      Map<String, String> knowledge, List<ExampleResult> results, EvalSummary summary,
                      int formatVersion, Map<String, String> disputed, NoiseBand noise) {
    /** The format this version of Steward writes. */
    public static final int FORMAT_VERSION = 2;

    public EvalRun {
        knowledge = Map.copyOf(knowledge);
        results = List.copyOf(results);
        formatVersion = formatVersion <= 0 ? 1 : formatVersion;
        disputed = disputed == null ? Map.of() : Map.copyOf(disputed);
    }

    /** A run in the current format, with no disputed goldens. */
    public EvalRun(String id, String startedAt, String finishedAt, boolean cancelled, EvalSettings settings,
                   Map<String, String> knowledge, List<ExampleResult> results, EvalSummary summary) {
        this(id, startedAt, finishedAt, cancelled, settings, knowledge, results, summary, FORMAT_VERSION, Map.of(), null);
    }

    /** A run in the given format, with no disputed goldens. */
    public EvalRun(String id, String startedAt, String finishedAt, boolean cancelled, EvalSettings settings,
                   Map<String, String> knowledge, List<ExampleResult> results, EvalSummary summary,
                   int formatVersion) {
        this(id, startedAt, finishedAt, cancelled, settings, knowledge, results, summary, formatVersion, Map.of(), null);
    }

    /** The same run with {@code disputed} goldens counted apart in a recomputed summary. */
    public EvalRun withDisputed(Map<String, String> disputedGoldens) {
        return new EvalRun(id, startedAt, finishedAt, cancelled, settings, knowledge, results,
                EvalSummary.of(results, disputedGoldens.keySet()), formatVersion, disputedGoldens, noise);
    }

    /** True when this result's golden was disputed by the audit when the run started. */
    public boolean disputed(ExampleResult result) {
        return disputed.containsKey(result.exampleId());
    }

    /** The same run with the spread of its questions over several seeds. */
    public EvalRun withNoise(NoiseBand band) {
        return new EvalRun(id, startedAt, finishedAt, cancelled, settings, knowledge, results, summary, formatVersion,
                disputed, band);
    }

    public Optional<ExampleResult> result(String key) {
        return results.stream().filter(r -> r.key().equals(key)).findFirst();
    }

    /**
     * Examples evaluated on both routes (--use-templates) whose pass/fail differs between them: routing changed the
     * result.
     */
    public List<String> routingChanged() {
        return results.stream().filter(r -> r.route() == EvalCase.Route.PIPELINE)
                .filter(r -> result(r.exampleId() + "/" + EvalCase.Route.TEMPLATE)
                        .filter(t -> t.verdict() != Verdict.SKIPPED && r.verdict() != Verdict.SKIPPED)
                        .map(t -> t.passed() != r.passed()).orElse(false))
                .map(ExampleResult::exampleId).toList();
    }
}
