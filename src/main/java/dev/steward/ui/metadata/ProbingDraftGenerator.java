package dev.steward.ui.metadata;

import dev.steward.error.StewardException;
import dev.steward.llm.OllamaStatus;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.JobContext;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Checks that the configured Ollama answers and has the model before any drafting starts, so an unreachable
 * LLM gives one plain message with the command to start it instead of one failure per table. The drafting
 * itself is the delegate's; without one (a build without the drafting engine) it says so.
 */
public final class ProbingDraftGenerator implements DraftGenerator {
    private final OllamaStatusProbe probe;
    private final Supplier<UserSettings> settings;
    private final Optional<DraftGenerator> drafter;

    public ProbingDraftGenerator(OllamaStatusProbe probe, Supplier<UserSettings> settings,
                                 Optional<DraftGenerator> drafter) {
        this.probe = probe;
        this.settings = settings;
        this.drafter = drafter;
    }

    @Override
    public String generate(List<String> keys, JobContext context) {
        UserSettings current = settings.get();
        context.progress(-1, "Checking the LLM at " + current.llmBaseUrl());
        OllamaStatus status = probe.check(URI.create(current.llmBaseUrl()), current.llmModel());
        if (!status.usable()) {
            throw new StewardException("Nothing was drafted: " + status.message(),
                    "Everything else in this tab works without an LLM; press R again once it runs.");
        }
        return drafter.orElseThrow(() -> new StewardException("The LLM is reachable, but this build cannot "
                        + "draft metadata yet.", "Use 'steward metadata generate PROJECT' once it is available."))
                .generate(keys, context);
    }
}
