package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.metadata.DriftDetector;
import dev.steward.metadata.DriftReport;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.MetadataRefresher;
import dev.steward.metadata.ProfileFields;
import dev.steward.metadata.RecordedSchemas;
import dev.steward.metadata.RefreshOutcome;
import dev.steward.metadata.TableDrift;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward metadata refresh [--check] PROJECT}: compare metadata.yaml with the live Parquet schemas. */
@Command(name = "refresh", mixinStandardHelpOptions = true,
        description = {"Mark approved tables whose Parquet schema changed as stale (with the column changes), add "
                + "draft entries for new Parquet tables and report vanished ones (never deleted). No LLM is used.",
            "With --profile, draft tables also get dtype, stats and accepted_values from DuckDB.",
            "With --check nothing is written: exit 1 when a table drifted, vanished or cannot be read, else 0."})
final class MetadataRefreshCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--check", description = "only report drift; write nothing (for CI)")
    private boolean check;

    @Option(names = "--profile", description = "also write dtype, stats and accepted_values into draft tables "
            + "(DuckDB, no LLM)")
    private boolean profile;

    @Mixin
    private LlmOptions llm; // accepted on every command; refresh itself never calls the LLM

    MetadataRefreshCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        try (Catalog catalog = new Catalog(project)) {
            return check ? check(project, catalog) : refresh(project, catalog);
        } finally {
            services.out().flush();
        }
    }

    private int check(Project project, Catalog catalog) {
        MetadataConfig config = new MetadataReader().read(project.metadataFile());
        DriftReport report = new DriftDetector(catalog, new RecordedSchemas(services.curationLog(project)))
                .detect(config);
        print(report);
        long problems = report.findings().stream().filter(TableDrift::needsAttention).count();
        services.out().println(problems == 0 ? "No schema drift detected."
                : problems + " table(s) need attention: run 'steward metadata refresh' to mark drifted tables stale.");
        return problems == 0 ? 0 : 1;
    }

    private int refresh(Project project, Catalog catalog) {
        try (ProjectLock lock = services.lock(project, "steward metadata refresh")) {
            ProfileFields profiles = profile ? new ProfileFields(new TableProfiler(catalog),
                    new ProfileCache(project.cacheDir(), services.atomicFiles())) : null;
            RefreshOutcome outcome = new MetadataRefresher(catalog, services.curationLog(project),
                    services.atomicFiles(), services.userName(), profiles).refresh(project.metadataFile());
            print(outcome.report());
            services.out().println(outcome.markedStale().size() + " table(s) marked stale, " + outcome.added().size()
                    + " draft " + (outcome.added().size() == 1 ? "entry" : "entries") + " added, " + (profile ? outcome.profiled().size() + " draft table(s) profiled, "
                    : "") + outcome.report().of(TableDrift.Kind.VANISHED).size()
                    + " vanished table(s) kept" + (outcome.written() ? "." : "; metadata.yaml unchanged."));
            return 0;
        }
    }

    private void print(DriftReport report) {
        PrintWriter out = services.out();
        report.findings().forEach(f -> out.println((f.needsAttention() ? "⚠ " : "· ") + f.describe()));
    }
}
