package dev.steward.retrieval;

import dev.langchain4j.model.embedding.EmbeddingModel;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The embedding models this process has loaded, one per model file. A loaded model is an ONNX session: about 75 MB
 * of native memory and threads of its own, which nothing releases (langchain4j's model never closes its session),
 * so a second load of the same file would hold all of that twice for the life of the process. The model is
 * immutable and safe to share between threads.
 *
 * <p>Process-wide, like the ONNX environment whose sessions it keeps ({@link OnnxCalls} likewise); tests that need
 * a fresh load make their own.
 */
final class LoadedModels {
    private static final LoadedModels THIS_PROCESS = new LoadedModels();

    private final Map<Path, Slot> slots = new ConcurrentHashMap<>();

    LoadedModels() {
    }

    /** The one instance that every loader of this process shares. */
    static LoadedModels ofThisProcess() {
        return THIS_PROCESS;
    }

    /**
     * The model loaded from {@code file}, loaded now by {@code load} if this process has not loaded it yet (a
     * second caller waits for the first's load). A load that fails is not kept: the next call tries again.
     */
    EmbeddingModel of(Path file, Supplier<EmbeddingModel> load) {
        Slot slot = slots.computeIfAbsent(file.toAbsolutePath().normalize(), f -> new Slot());
        synchronized (slot) {
            if (slot.model == null) {
                slot.model = load.get();
            }
            return slot.model;
        }
    }

    private static final class Slot {
        private EmbeddingModel model;
    }
}
