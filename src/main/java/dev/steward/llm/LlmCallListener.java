package dev.steward.llm;

import java.util.List;

/**
 * Told about every call made through an observed {@link Llm} (see {@link Llm#observedBy}). Called on the calling
 * thread; implementations must be quick and thread-safe. Call counts are part of the features' contracts, so tests
 * assert them through this hook or through the fake server's recording.
 */
public interface LlmCallListener {

    /** Before the request is sent. */
    default void calling(List<LlmTurn> turns, ChatOptions options) {
    }

    /** After a reply arrived. */
    default void answered(List<LlmTurn> turns, ChatOptions options, LlmReply reply) {
    }

    /** After the call failed; the exception is thrown to the caller right after this returns. */
    default void failed(List<LlmTurn> turns, ChatOptions options, LlmException error) {
    }
}
