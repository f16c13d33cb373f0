package dev.steward.llm;

import java.util.List;

/** An {@link Llm} that reports each call to a listener; built by {@link Llm#observedBy}. */
final class ObservedLlm implements Llm {
    private final Llm delegate;
    private final LlmCallListener listener;

    ObservedLlm(Llm delegate, LlmCallListener listener) {
        this.delegate = delegate;
        this.listener = listener;
    }

    @Override
    public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
        listener.calling(turns, options);
        try {
            LlmReply reply = delegate.chat(turns, options);
            listener.answered(turns, options, reply);
            return reply;
        } catch (LlmException e) {
            listener.failed(turns, options, e);
            throw e;
        }
    }

    @Override
    public String model() {
        return delegate.model();
    }
}
