package dev.steward;

import dev.steward.retrieval.OnnxCalls;
import java.time.Duration;
import java.util.List;
import java.util.function.IntConsumer;
import sun.misc.Signal;

/**
 * How the process ends: first the threads inside the ONNX runtime return (bounded), then the JVM exits and runs
 * its shutdown hooks. The JVM's own SIGTERM, SIGINT and SIGHUP handlers start the hooks at once, and among them
 * the ONNX runtime's, which frees the runtime under a thread still loading the model: the JVM crashed (hs_err,
 * exit code 134) in about half the stops during the model's loading. {@link #takeOverSignals} puts handlers in
 * their place that wait for {@link OnnxCalls} first and then exit with the JVM's own code (128 + the signal's
 * number); {@link #exit} and {@link #beforeMainEnds} do the same for the command line's exit and the window's
 * close.
 */
final class ProcessExit {
    /**
     * How long an exit waits for the runtime: the model loads in about 3 s on an idle machine, longer on a busy
     * one. Past it the process exits anyway (and may crash as before); a SIGKILL ends the wait at any time.
     */
    static final Duration WAIT_FOR_THE_MODEL = Duration.ofSeconds(20);
    private static final List<String> EXIT_SIGNALS = List.of("TERM", "INT", "HUP");

    private final OnnxCalls calls;
    private final Duration bound;
    private final IntConsumer exit;

    ProcessExit(OnnxCalls calls, Duration bound, IntConsumer exit) {
        this.calls = calls;
        this.bound = bound;
        this.exit = exit;
    }

    /** This process's: the shared {@link OnnxCalls}, {@link System#exit}. */
    static ProcessExit ofThisProcess() {
        return new ProcessExit(OnnxCalls.ofThisProcess(), WAIT_FOR_THE_MODEL, System::exit);
    }

    /**
     * Replaces the JVM's handlers of the signals that end it. A signal the process ignores (HUP under
     * {@code nohup}) stays ignored: the JVM refuses a handler for it, as it does for its own.
     */
    void takeOverSignals() {
        for (String name : EXIT_SIGNALS) {
            try {
                Signal.handle(new Signal(name), signal -> exit(128 + signal.getNumber()));
            } catch (IllegalArgumentException notOnThisSystem) {
                // No such signal here, or the JVM keeps it (-Xrs): its default stays.
            }
        }
    }

    /** Waits for the runtime's threads (bounded), then exits with {@code status}. */
    void exit(int status) {
        beforeMainEnds();
        exit.accept(status);
    }

    /** Waits for the runtime's threads (bounded): the JVM's exit after {@code main} runs the hooks too. */
    void beforeMainEnds() {
        calls.closeAndAwait(bound);
    }
}
