package dev.steward.ui;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.steward.llm.OllamaStatus;
import dev.steward.llm.OllamaStatusProbe;
import dev.steward.settings.StartupTimeline;
import dev.steward.ui.fx.ErrorMessage;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.net.URI;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The status bar's services: whether the Ollama model the app will actually use ({@link LlmInUse}: OLLAMA_HOST,
 * else the settings) is reachable, at which address and from where (checked in a job, again on request) and the embedding model (loaded once per process in a job, after the window is up). The loaded
 * embedding model is kept here for the features that need it.
 */
public final class StatusViewModel {
    private final Jobs jobs;
    private final OllamaStatusProbe probe;
    private final Supplier<EmbeddingModel> embeddingLoader;
    private final Supplier<LlmInUse> llmInUse;
    private final ReadOnlyObjectWrapper<ServiceState> llmState = new ReadOnlyObjectWrapper<>(ServiceState.UNKNOWN);
    private final ReadOnlyStringWrapper llmText = new ReadOnlyStringWrapper("LLM: not checked");
    private final ReadOnlyStringWrapper llmDetail = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ServiceState> embeddingState =
            new ReadOnlyObjectWrapper<>(ServiceState.UNKNOWN);
    private final ReadOnlyStringWrapper embeddingText = new ReadOnlyStringWrapper("Embeddings: not loaded");
    private final ReadOnlyObjectWrapper<EmbeddingModel> embeddingModel = new ReadOnlyObjectWrapper<>();

    public StatusViewModel(Jobs jobs, OllamaStatusProbe probe, Supplier<EmbeddingModel> embeddingLoader,
                           Supplier<LlmInUse> llmInUse) {
        this.jobs = jobs;
        this.probe = probe;
        this.embeddingLoader = embeddingLoader;
        this.llmInUse = llmInUse;
    }

    /** Asks Ollama (in the background) whether the model in use is there; ignored while a check runs. */
    public void checkLlm() {
        if (llmState.get() == ServiceState.BUSY) {
            return;
        }
        LlmInUse current = llmInUse.get();
        String model = current.endpoint().model();
        llmState.set(ServiceState.BUSY);
        llmText.set("LLM: checking " + model + " at " + where(current) + "…");
        jobs.submit("Checking the LLM", context -> probe.check(current.endpoint().baseUrl(), model),
                JobCallbacks.<OllamaStatus>of(status -> showLlm(current, status), failure -> {
                    llmState.set(ServiceState.FAILED);
                    llmText.set("LLM: check failed");
                    llmDetail.set(ErrorMessage.of(failure).headline());
                }).whenCancelled(() -> {
                    llmState.set(ServiceState.UNKNOWN);
                    llmText.set("LLM: not checked");
                }));
    }

    /** Loads the embedding model once; later calls do nothing unless the last load failed. */
    public void loadEmbeddings() {
        ServiceState state = embeddingState.get();
        if (state == ServiceState.BUSY || state == ServiceState.READY) {
            return;
        }
        embeddingState.set(ServiceState.BUSY);
        embeddingText.set("Embeddings: loading…");
        jobs.submit("Loading the embedding model", context -> embeddingLoader.get(),
                JobCallbacks.<EmbeddingModel>of(model -> {
                    StartupTimeline.mark("embedding model loaded");
                    embeddingModel.set(model);
                    embeddingState.set(ServiceState.READY);
                    embeddingText.set("Embeddings: ready");
                }, failure -> {
                    embeddingState.set(ServiceState.FAILED);
                    embeddingText.set("Embeddings: failed — " + ErrorMessage.of(failure).headline());
                }).whenCancelled(() -> {
                    embeddingState.set(ServiceState.UNKNOWN);
                    embeddingText.set("Embeddings: not loaded (cancelled)");
                }));
    }

    private void showLlm(LlmInUse used, OllamaStatus status) {
        String model = used.endpoint().model();
        llmDetail.set(status.message() + "\nEndpoint in use: " + used.describe()
                + (used.source().equals(LlmInUse.FROM_ENVIRONMENT) ? " — it overrides the URL in Settings." : "."));
        if (status.usable()) {
            llmState.set(ServiceState.READY);
            llmText.set("LLM: " + model + " ready at " + where(used));
        } else if (status.reachable()) {
            llmState.set(ServiceState.DEGRADED);
            llmText.set("LLM: " + model + " not pulled at " + where(used));
        } else {
            llmState.set(ServiceState.FAILED);
            llmText.set("LLM: Ollama unreachable at " + where(used));
        }
    }

    /** "localhost:11434 (settings)": short enough for the status bar. */
    private static String where(LlmInUse used) {
        URI url = used.endpoint().baseUrl();
        String host = url.getPort() < 0 ? url.getHost() : url.getHost() + ":" + url.getPort();
        return host + " (" + used.source() + ")";
    }

    public ReadOnlyObjectProperty<ServiceState> llmStateProperty() {
        return llmState.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty llmTextProperty() {
        return llmText.getReadOnlyProperty();
    }

    /** The probe's full sentence (what to start or pull), for a tooltip. */
    public ReadOnlyStringProperty llmDetailProperty() {
        return llmDetail.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<ServiceState> embeddingStateProperty() {
        return embeddingState.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty embeddingTextProperty() {
        return embeddingText.getReadOnlyProperty();
    }

    /** The loaded embedding model, null until ready. */
    public ReadOnlyObjectProperty<EmbeddingModel> embeddingModelProperty() {
        return embeddingModel.getReadOnlyProperty();
    }
}
