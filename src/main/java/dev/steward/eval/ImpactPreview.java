package dev.steward.eval;

import dev.steward.error.StewardException;
import dev.steward.examples.Example;
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
import java.util.stream.Stream;

/**
 * Evaluates a pending knowledge change before it is approved: the verified examples that read the tables it
 * touches run once against the knowledge as it is and once as if the change were approved, and the report says
 * which verdicts would change. Nothing in the project is written: the "as if" pipeline reads a private copy of the
 * knowledge files (with the change applied in memory) in a scratch folder outside the project, over the project's
 * own Parquet; the copy is deleted afterwards.
 */
public final class ImpactPreview {
    private static final List<String> KNOWLEDGE = List.of("metadata.yaml", "metadata_enhancements.yaml",
            "relationships.yaml", "examples/synthetic.jsonl");
    private final AnswerSourceFactory sources;
    private final Path scratch;

    /**
     * @param sources the route under test (the real pipeline), opened once per side
     * @param scratch a private folder outside every project (e.g. under the app's cache) for the "as if" copy
     */
    public ImpactPreview(AnswerSourceFactory sources, Path scratch) {
        this.sources = sources;
        this.scratch = scratch;
    }

    public ImpactReport preview(Project project, Sandbox sandbox, List<Example> examples, PendingChange change,
                                EvalSettings settings, EvalProgress progress, EvalCancellation cancellation) {
        SqlExecutor executor = new SqlExecutor(sandbox);
        SqlTreeReader trees = new SqlTreeReader(executor);
        Set<String> tables = change.tables(project, trees);
        List<EvalCase> cases = EvalCases.forExamples(examples, settings).stream()
                .filter(c -> c.route() == EvalCase.Route.PIPELINE)
                .filter(c -> trees.tables(c.goldenSql()).stream().anyMatch(tables::contains)).toList();
        Map<Path, byte[]> pending = change.apply(project);
        QueryLimits limits = new QueryLimits(settings.maxRows(), Duration.ofMillis(settings.timeoutMillis()));
        List<ExampleResult> before;
        try (AnswerSource source = sources.open(project, sandbox)) {
            before = new EvalRunner(executor, source, limits, ApprovedKnowledge.of(project)).run(cases, progress,
                    cancellation);
        }
        if (cancellation.isCancelled()) {
            throw new EvalCancelledException(null);
        }
        Path copy = shadowCopy(project, pending);
        Project shadow = shadowProject(project, copy);
        try (AnswerSource source = sources.open(shadow, sandbox)) {
            List<ExampleResult> after = new EvalRunner(executor, source, limits, ApprovedKnowledge.of(shadow))
                    .run(cases, progress, cancellation);
            return new ImpactReport(change.describe(), tables, before, after, RunComparison.between(before, after));
        } finally {
            deleteQuietly(copy);
        }
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
