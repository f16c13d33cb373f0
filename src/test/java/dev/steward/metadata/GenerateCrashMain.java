package dev.steward.metadata;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.PromptTemplates;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import dev.steward.store.BlockingProbe;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;

/**
 * The child JVM of {@link MetadataGenerateCrashTest}: runs {@code metadata generate} on a project against a
 * given Ollama URL and prints {@code saved <key>} after each table is on disk, so the parent can kill it at a
 * known point, and stops for good in the middle of its {@code stopAt}-th write of metadata.yaml (counting from 0;
 * {@link BlockingProbe}), where the parent kills it. Args: project folder, Ollama base URL, stopAt.
 */
public final class GenerateCrashMain {
    private GenerateCrashMain() {
    }

    public static void main(String[] args) {
        Project project = new ProjectOpener(Map.of()).open(Path.of(args[0]));
        AtomicFiles files = new AtomicFiles(new BlockingProbe(Integer.parseInt(args[2]), "metadata.yaml"));
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        OllamaLlm llm = new OllamaLlm(OllamaLlmConfig.defaults(new OllamaEndpoint(URI.create(args[1]),
                "qwen2.5-coder:7b")));
        try (Catalog catalog = new Catalog(project)) {
            MetadataGenerator generator = new MetadataGenerator(catalog, new TableDrafter(llm, new PromptTemplates()),
                    new ProfileFields(new TableProfiler(catalog), new ProfileCache(project.cacheDir(), files)),
                    log, files, "crash-test");
            System.out.println("started");
            generator.generate(project.metadataFile(), GenerateOptions.defaults(), new GenerateListener() {
                @Override
                public void finished(TableOutcome outcome, int index, int total) {
                    if (outcome.written()) {
                        System.out.println("saved " + outcome.key());
                        System.out.flush();
                    }
                }
            }, () -> false);
            System.out.println("finished");
        }
    }
}
