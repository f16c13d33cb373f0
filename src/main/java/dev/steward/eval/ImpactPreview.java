package dev.steward.eval;

import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.project.Project;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.stream.Stream;

/**
 * Evaluates a pending knowledge change before it is approved: the verified examples that read the tables it
 * touches run against the knowledge as it is and as if the change were approved, once per seed on each side (one
 * seed unless asked: {@code --repeat N}, ADR 38), and the report says which verdicts would change and which only
 * move inside the noise band. Nothing in the project is written: the "as if" pipeline reads a private copy of the
 * knowledge files (with the change applied in memory) in a scratch folder outside the project, over the project's
 * own Parquet; the copy is deleted afterwards.
 */
public final class ImpactPreview {
    private static final List<String> KNOWLEDGE = List.of("metadata.yaml", "metadata_enhancements.yaml",
            "relationships.yaml", "examples/synthetic.jsonl");
    private final IntFunction<AnswerSourceFactory> sources;
    private final Path scratch;
    private final GoldenResults goldens;

    /**
     * @param sources the route under test (the real pipeline), opened once per side; the same for every seed
     * @param scratch a private folder outside every project (e.g. under the app's cache) for the "as if" copy
     */
    public ImpactPreview(AnswerSourceFactory sources, Path scratch) {
        this(seed -> sources, scratch, new GoldenResults());
    }

    /**
     * @param sources the route under test for a seed (its LLM asked with that seed), opened once per side and seed
     * @param goldens golden results kept while the project's data is unchanged (the two sides and every seed run
     *                the same goldens, so each runs once)
     */
    public ImpactPreview(IntFunction<AnswerSourceFactory> sources, Path scratch, GoldenResults goldens) {
        this.sources = sources;
        this.scratch = scratch;
        this.goldens = goldens;
    }

    /** One pass per side under the default seed. */
    public ImpactReport preview(Project project, Sandbox sandbox, List<Example> examples, PendingChange change,
                                EvalSettings settings, EvalProgress progress, EvalCancellation cancellation) {
        return preview(project, sandbox, examples, change, settings, List.of(OllamaLlmConfig.DEFAULT_SEED), progress,
                cancellation);
    }

    /**
     * One pass per side and seed, the knowledge as it is first (every seed), then as if approved.
     *
     * @param seeds the seeds, the default seed first ({@code --repeat N}: 42 … 42+N-1)
     */
    public ImpactReport preview(Project project, Sandbox sandbox, List<Example> examples, PendingChange change,
                                EvalSettings settings, List<Integer> seeds, EvalProgress progress,
                                EvalCancellation cancellation) {
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("An impact preview needs at least one seed.");
        }
        SqlExecutor executor = new SqlExecutor(sandbox);
        SqlTreeReader trees = new SqlTreeReader(executor);
        Set<String> tables = change.tables(project, trees);
        List<EvalCase> cases = EvalCases.forExamples(examples, settings).stream()
                .filter(c -> c.route() == EvalCase.Route.PIPELINE)
                .filter(c -> trees.tables(c.goldenSql()).stream().anyMatch(tables::contains)).toList();
        Map<Path, byte[]> pending = change.apply(project);
        QueryLimits limits = new QueryLimits(settings.maxRows(), Duration.ofMillis(settings.timeoutMillis()));
        List<List<ExampleResult>> before = runs(project, project, sandbox, executor, limits, cases, seeds, progress,
                cancellation);
        Path copy = shadowCopy(project, pending);
        try {
            List<List<ExampleResult>> after = runs(project, shadowProject(project, copy), sandbox, executor, limits,
                    cases, seeds, progress, cancellation);
            return new ImpactReport(change.describe(), tables, before.get(0), after.get(0),
                    RunComparison.between(before.get(0), after.get(0)), NoiseBand.of(seeds, before),
                    NoiseBand.of(seeds, after));
        } finally {
            deleteQuietly(copy);
        }
    }

    /** One side: every seed in order; a cancellation ends the preview (half a noise band reports nothing true). */
    private List<List<ExampleResult>> runs(Project project, Project knowledge, Sandbox sandbox, SqlExecutor executor,
                                           QueryLimits limits, List<EvalCase> cases, List<Integer> seeds,
                                           EvalProgress progress, EvalCancellation cancellation) {
        List<List<ExampleResult>> runs = new ArrayList<>();
        for (int seed : seeds) {
            try (AnswerSource source = sources.apply(seed).open(knowledge, sandbox)) {
                runs.add(new EvalRunner(executor, source, limits, ApprovedKnowledge.of(knowledge),
                        goldens.forData(DataFingerprint.of(project))).run(cases, progress, cancellation));
            }
            if (cancellation.isCancelled()) {
                throw new EvalCancelledException(null);
            }
        }
        return runs;
    }

    /** The project as the "as if" pipeline sees it: knowledge from the copy, data from the project. */
    private static Project shadowProject(Project project, Path copy) {
        return new Project(copy, project.name(), project.silverDir(), project.goldDirs(), project.tables(),
                List.of());
    }

    private Path shadowCopy(Project project, Map<Path, byte[]> pending) {
        try {
            Files.createDirectories(scratch);
            Path copy = Files.createTempDirectory(scratch, "impact-");
            for (String name : KNOWLEDGE) {
                Path source = project.root().resolve(name);
                Path target = copy.resolve(name);
                Files.createDirectories(target.getParent());
                if (pending.containsKey(source)) {
                    Files.write(target, pending.get(source));
                } else if (Files.exists(source)) {
                    Files.copy(source, target);
                }
            }
            return copy;
        } catch (IOException e) {
            throw new StewardException("Could not prepare the impact preview in " + scratch + ": " + e.getMessage(),
                    "Check that the cache folder is writable.", e);
        }
    }

    private static void deleteQuietly(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            List<Path> all = new ArrayList<>(files.sorted(Comparator.reverseOrder()).toList());
            for (Path file : all) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // A leftover scratch copy wastes a little cache space and is never read again.
        }
    }
}
