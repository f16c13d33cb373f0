package dev.steward.retrieval;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import dev.steward.error.StewardException;
import dev.steward.settings.AppDirectories;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Loads the in-process all-MiniLM-L6-v2 sentence embedder (ONNX model and tokenizer ship inside a Maven jar,
 * so it works offline). Loading costs a few seconds of CPU: call it from a background job, once per process.
 *
 * <p>The model (90 MB) is copied out of its jar into the user's cache folder once, and the ONNX runtime reads it
 * from there: loaded from the jar, it passed through the Java heap (a growing 128 MB buffer and a 90 MB copy at
 * once), which set the heap cap's floor and added ~220 MB to the app's peak memory (ADR 44). Same model, same
 * tokenizer options, same mean pooling as {@link AllMiniLmL6V2EmbeddingModel}: the same vectors.
 *
 * <p>The loading and every embedding are {@link OnnxCalls}, so that the process's exit waits for them (an exit
 * during the loading crashed the JVM in about half the stops).
 */
public final class EmbeddingModelLoader {
    private static final String MODEL = "all-minilm-l6-v2.onnx";
    private static final String TOKENIZER = "all-minilm-l6-v2-tokenizer.json";
    private final Path folder;
    private final OnnxCalls calls;
    private final LoadedModels loaded;

    /** Copies the model into the current user's cache folder (settings.AppDirectories). */
    public EmbeddingModelLoader() {
        this(AppDirectories.forCurrentUser(System.getenv()).cacheDir().resolve("embedding-model"));
    }

    /** @param folder where the model and tokenizer files are kept (made when missing) */
    public EmbeddingModelLoader(Path folder) {
        this(folder, OnnxCalls.ofThisProcess(), LoadedModels.ofThisProcess());
    }

    /** @param loaded the models already loaded, shared by file (a fresh instance loads anew) */
    EmbeddingModelLoader(Path folder, OnnxCalls calls, LoadedModels loaded) {
        this.folder = folder;
        this.calls = calls;
        this.loaded = loaded;
    }

    /**
     * The model, loaded now (seconds of CPU) unless this process has already loaded it from the same folder: then
     * that one, shared ({@link LoadedModels}: a second load would hold another ~75 MB of native memory and its
     * threads until the process ends). Its embeddings run in the caller's thread (one text) or on threads of its
     * own, one per core and ended after a second idle, as langchain4j's default pool does (daemons here: an exit
     * need not wait for them beyond {@link OnnxCalls}).
     */
    public EmbeddingModel load() {
        Path model = extracted(MODEL);
        Path tokenizer = extracted(TOKENIZER);
        return loaded.of(model, () -> new CountedEmbeddingModel(calls.call(() -> new OnnxEmbeddingModel(model,
                tokenizer, PoolingMode.MEAN, calls.counting(embeddingThreads()))), calls));
    }

    private static ThreadPoolExecutor embeddingThreads() {
        int threads = Runtime.getRuntime().availableProcessors();
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(threads, threads, 1, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "steward-embedding-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    /** The model's name as recorded next to cached embeddings (a different model means different vectors). */
    public String modelName() {
        return "all-MiniLM-L6-v2";
    }

    /** The jar's file in {@link #folder}: kept while its size matches the jar's, else copied again (atomically). */
    Path extracted(String name) {
        Path target = folder.resolve(name);
        try {
            URL resource = AllMiniLmL6V2EmbeddingModel.class.getResource("/" + name);
            if (resource == null) {
                throw new IOException("the embedding model's jar does not contain " + name);
            }
            URLConnection connection = resource.openConnection();
            if (Files.isRegularFile(target) && Files.size(target) == connection.getContentLengthLong()) {
                return target;
            }
            Files.createDirectories(folder);
            Path partial = Files.createTempFile(folder, name, ".partial");
            try (InputStream in = connection.getInputStream()) {
                Files.copy(in, partial, StandardCopyOption.REPLACE_EXISTING);
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(partial);
            }
            return target;
        } catch (IOException e) {
            throw new StewardException("Could not copy the embedding model to " + target + ": " + e.getMessage(),
                    "Check that " + folder + " is writable and the disk has 100 MB free.", e);
        }
    }
}
