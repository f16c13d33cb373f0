package dev.steward.llm;

import java.util.List;

/**
 * The port every LLM-using feature goes through: turns in, one reply out. Implementations are thread-safe and
 * block the calling thread, which must never be the UI thread.
 *
 * <p>Cancellation: interrupting the calling thread aborts the call (the HTTP request is cancelled) and raises
 * {@link LlmCancelledException} with the interrupt flag left set; a background job cancels its LLM call that way.
 *
 * <p>Every failure is an {@link LlmException} subclass: {@link LlmUnreachableException},
 * {@link LlmModelMissingException}, {@link LlmTimeoutException}, {@link LlmBadOutputException},
 * {@link LlmServerException} or {@link LlmCancelledException}.
 */
public interface Llm {

    /** Sends the turns, in order, and returns the model's reply. */
    LlmReply chat(List<LlmTurn> turns, ChatOptions options);

    /** The model this port talks to, for progress lines and run logs. */
    String model();

    /** This port, reporting every call to {@code listener} (to count calls, log them or show progress). */
    default Llm observedBy(LlmCallListener listener) {
        return new ObservedLlm(this, listener);
    }
}
