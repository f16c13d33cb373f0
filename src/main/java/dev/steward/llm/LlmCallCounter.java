package dev.steward.llm;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** Counts calls, replies and failures; thread-safe. Use with {@link Llm#observedBy}. */
public final class LlmCallCounter implements LlmCallListener {
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicInteger replies = new AtomicInteger();
    private final AtomicInteger failures = new AtomicInteger();

    @Override
    public void calling(List<LlmTurn> turns, ChatOptions options) {
        calls.incrementAndGet();
    }

    @Override
    public void answered(List<LlmTurn> turns, ChatOptions options, LlmReply reply) {
        replies.incrementAndGet();
    }

    @Override
    public void failed(List<LlmTurn> turns, ChatOptions options, LlmException error) {
        failures.incrementAndGet();
    }

    /** Calls started. */
    public int calls() {
        return calls.get();
    }

    /** Calls that returned a reply. */
    public int replies() {
        return replies.get();
    }

    /** Calls that threw an {@link LlmException}. */
    public int failures() {
        return failures.get();
    }
}
