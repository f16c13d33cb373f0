package dev.steward.llm;

import java.time.Duration;

/** Ollama accepted the request but did not finish the reply within the read timeout. */
public class LlmTimeoutException extends LlmException {
    private static final long serialVersionUID = 1L;
    private final transient Duration timeout;

    public LlmTimeoutException(String model, Duration timeout, Throwable cause) {
        super("The model " + model + " did not answer within " + describe(timeout) + ".",
                "A local model can be slow, especially on its first call while it loads: raise the LLM timeout in "
                        + "settings, or use a smaller model.", cause);
        this.timeout = timeout;
    }

    public Duration timeout() {
        return timeout;
    }

    private static String describe(Duration timeout) {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
