package dev.steward.ui.metadata;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfiler;
import dev.steward.error.StewardException;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.llm.PromptTemplates;
import dev.steward.metadata.GenerateListener;
import dev.steward.metadata.GenerateOptions;
import dev.steward.metadata.GenerateResult;
import dev.steward.metadata.MetadataGenerator;
import dev.steward.metadata.ProfileFields;
import dev.steward.metadata.TableDrafter;
import dev.steward.metadata.TableOutcome;
import dev.steward.project.Project;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.ui.fx.JobContext;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * The Metadata tab's drafting through {@link MetadataGenerator} ({@code steward metadata generate}) with the
 * LLM of the user's settings: progress per table, cancellation between tables (an interrupt also aborts the
 * call in flight), and an unreachable LLM as one exception saying what to start.
 */
public final class LlmMetadataDrafts implements DraftGenerator {
    private final Project project;
    private final Catalog catalog;
    private final CurationLog log;
    private final AtomicFiles files;
    private final String user;
    private final ProfileCache profiles;
    private final Supplier<UserSettings> settings;

    public LlmMetadataDrafts(Project project, Catalog catalog, CurationLog log, AtomicFiles files, String user,
                             ProfileCache profiles, Supplier<UserSettings> settings) {
        this.project = project;
        this.catalog = catalog;
        this.log = log;
        this.files = files;
        this.user = user;
        this.profiles = profiles;
        this.settings = settings;
    }

    @Override
    public String generate(List<String> keys, JobContext context) {
        UserSettings current = settings.get();
        OllamaLlm llm = new OllamaLlm(OllamaLlmConfig.defaults(
                new OllamaEndpoint(URI.create(current.llmBaseUrl()), current.llmModel())));
        MetadataGenerator generator = new MetadataGenerator(catalog, new TableDrafter(llm, new PromptTemplates()),
                new ProfileFields(new TableProfiler(catalog), profiles), log, files, user);
        List<String> targets = keys.isEmpty() ? Collections.singletonList(null) : keys;
        List<TableOutcome> outcomes = new ArrayList<>();
        for (int i = 0; i < targets.size() && !context.isCancelled(); i++) {
            GenerateResult result = generator.generate(project.metadataFile(),
                    GenerateOptions.defaults().onlyTable(targets.get(i)), progress(context, i, targets.size()),
                    context::isCancelled);
            outcomes.addAll(result.outcomes());
            if (result.stop() == GenerateResult.Stop.LLM_UNAVAILABLE
                    || result.stop() == GenerateResult.Stop.FILE_CONFLICT) {
                throw new StewardException(result.stopMessage(), result.stop() == GenerateResult.Stop.LLM_UNAVAILABLE
                        ? "Everything else in this tab works without an LLM." : "Reload the list and try again.");
            }
        }
        return summaryOf(outcomes);
    }

    private static GenerateListener progress(JobContext context, int run, int runs) {
        return new GenerateListener() {
            @Override
            public void started(String key, int index, int total) {
                double within = total == 0 ? 0 : (double) (index - 1) / total;
                context.progress((run + within) / runs, "Drafting " + key + " (" + index + " of " + total + ")");
            }

            @Override
            public void retrying(String key, int retry, int maxRetries, String problem) {
                context.progress(-1, "Drafting " + key + ": retry " + retry + " of " + maxRetries);
            }
        };
    }

    private static String summaryOf(List<TableOutcome> outcomes) {
        List<String> drafted = outcomes.stream().filter(TableOutcome::written).map(TableOutcome::key).toList();
        List<String> failed = outcomes.stream().filter(o -> o.kind() == TableOutcome.Kind.FAILED)
                .map(TableOutcome::message).toList();
        String text = drafted.isEmpty() ? "Nothing needed drafting." : "Drafted " + String.join(", ", drafted) + ".";
        return failed.isEmpty() ? text : text + " Failed: " + String.join(" ", failed);
    }
}
