package dev.steward.eval;

import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmException;
import dev.steward.llm.LlmModelMissingException;
import dev.steward.llm.LlmReply;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.LlmUnreachableException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The LLM of one eval run: once Ollama is found unreachable (or without the model), every later question of the run
 * is told so at once instead of connecting, waiting and retrying again — a run without an LLM then takes the time of
 * its template questions, and the rest is SKIPPED with the same reason. Other failures (timeouts, bad output) are
 * per question and pass through.
 */
final class UnreachableLlmLatch implements Llm {
    private final Llm delegate;
    private final AtomicReference<LlmException> down = new AtomicReference<>();

    UnreachableLlmLatch(Llm delegate) {
        this.delegate = delegate;
    }

    @Override
    public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
        LlmException known = down.get();
        if (known != null) {
            throw known instanceof LlmUnreachableException
                    ? new LlmUnreachableException(known.getMessage(), known.hint().orElse(null), known) : known;
        }
        try {
            return delegate.chat(turns, options);
        } catch (LlmUnreachableException | LlmModelMissingException e) {
            down.compareAndSet(null, e);
            throw e;
        }
    }

    @Override
    public String model() {
        return delegate.model();
    }
}
