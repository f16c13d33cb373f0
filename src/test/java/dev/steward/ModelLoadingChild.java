package dev.steward;

import dev.steward.retrieval.EmbeddingModelLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A process that sets up its exit as {@link Main} does, loads the embedding model on a thread of its own and, once
 * that thread is inside the ONNX runtime's native session creation, either says so and waits for the test's SIGTERM
 * ({@code signal}) or exits through {@link ProcessExit#exit} at once ({@code exit}, the command line's and the
 * window's way out). Arguments: the model folder, the mode.
 */
final class ModelLoadingChild {
    static final String INSIDE = "inside the session's creation";

    private ModelLoadingChild() {
    }

    public static void main(String[] args) throws InterruptedException {
        ProcessExit exit = ProcessExit.ofThisProcess();
        exit.takeOverSignals();
        EmbeddingModelLoader loader = new EmbeddingModelLoader(Path.of(args[0]));
        Thread loading = new Thread(loader::load, "steward-job-1");
        loading.setDaemon(true);
        loading.start();
        while (!insideCreateSession(loading)) {
            if (!loading.isAlive()) {
                throw new IllegalStateException("the model loaded before the session's creation was seen");
            }
            Thread.sleep(1);
        }
        if (args[1].equals("exit")) {
            exit.exit(0);
        }
        System.out.println(INSIDE);
        System.out.flush();
        Thread.sleep(60_000);
    }

    private static boolean insideCreateSession(Thread loading) {
        return Arrays.stream(loading.getStackTrace()).anyMatch(frame -> frame.isNativeMethod()
                && frame.getClassName().equals("ai.onnxruntime.OrtSession")
                && frame.getMethodName().equals("createSession"));
    }
}
