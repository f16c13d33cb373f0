package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.PromptTemplates;
import dev.steward.metadata.GenerateListener;
import dev.steward.metadata.GenerateOptions;
import dev.steward.metadata.GenerateResult;
import dev.steward.metadata.MetadataGenerator;
import dev.steward.metadata.ProfileFields;
import dev.steward.metadata.TableDrafter;
import dev.steward.metadata.TableOutcome;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward metadata generate [--profile] [--table NAME] PROJECT}: draft non-approved tables with the LLM. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Draft descriptions and synonyms for every table that is not approved, with the local LLM, "
                + "and save each table as soon as it is drafted. Approved tables are never touched; stale tables "
                + "are re-drafted from their approved text plus the schema change; entries whose Parquet is gone "
                + "are kept.",
            "Exit 0 when every table was handled, 1 when a table failed or the LLM could not be reached."})
final class MetadataGenerateCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--profile", description = "also write dtype, stats and accepted_values (DuckDB, no LLM)")
    private boolean profile;

    @Option(names = "--table", paramLabel = "NAME", description = "draft only this table (key or Parquet name)")
    private String table;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "longest wait for one LLM reply "
            + "(default: ${DEFAULT-VALUE})", defaultValue = "120")
    private int timeoutSeconds;

    @Mixin
    private LlmOptions llm;

    MetadataGenerateCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        if (timeoutSeconds <= 0) {
            services.err().println("Error: --timeout must be a positive number of seconds.");
            return 2;
        }
        Project project = services.projectOpener().open(projectFolder);
        OllamaLlm model = new OllamaLlm(services.llmConfig(llm).withReadTimeout(Duration.ofSeconds(timeoutSeconds)));
        try (Catalog catalog = new Catalog(project);
             ProjectLock lock = services.lock(project, "steward metadata generate")) {
            MetadataGenerator generator = new MetadataGenerator(catalog,
                    new TableDrafter(model, new PromptTemplates()),
                    new ProfileFields(new TableProfiler(catalog),
                            new ProfileCache(project.cacheDir(), services.atomicFiles())),
                    services.curationLog(project), services.atomicFiles(), services.userName());
            services.out().println("metadata generate: drafting with " + model.model() + " at "
                    + llm.endpoint(services.env(), services.settings()).baseUrl());
            GenerateResult result = generator.generate(project.metadataFile(),
                    new GenerateOptions(profile, table, null), new ProgressLines(services.out()), () -> false);
            return report(result);
        } finally {
            services.out().flush();
        }
    }

    private int report(GenerateResult result) {
        if (result.stop() != GenerateResult.Stop.NONE) {
            services.err().println("Error: " + result.stopMessage());
        }
        services.out().println(result.summary());
        return result.complete() ? 0 : 1;
    }

    /** One line per table: {@code [2/7] customers (silver) - drafted (1 LLM call)}. */
    private record ProgressLines(PrintWriter out) implements GenerateListener {
        @Override
        public void started(String key, int index, int total) {
            out.println("[" + index + "/" + total + "] " + key + " - drafting via LLM ...");
            out.flush();
        }

        @Override
        public void retrying(String key, int retry, int maxRetries, String problem) {
            out.println("        " + key + " - unusable reply, retry " + retry + "/" + maxRetries + ": " + problem);
            out.flush();
        }

        @Override
        public void finished(TableOutcome outcome, int index, int total) {
            if (outcome.kind() != TableOutcome.Kind.NOT_RUN) {
                out.println("[" + index + "/" + total + "] " + outcome.label() + " - " + outcome.message());
                out.flush();
            }
        }
    }
}
