package dev.steward.llm;

import java.util.Objects;

/**
 * One message sent to the model: who says it and what. (Not to be confused with {@code dev.steward.chat.ChatTurn},
 * a question-and-answer line of an analyst's chat history.)
 */
public record LlmTurn(Role role, String text) {

    /** Who speaks: the instructions, the person (or feature) asking, or the model's earlier answer. */
    public enum Role { SYSTEM, USER, ASSISTANT }

    public LlmTurn {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
    }

    public static LlmTurn system(String text) {
        return new LlmTurn(Role.SYSTEM, text);
    }

    public static LlmTurn user(String text) {
        return new LlmTurn(Role.USER, text);
    }

    public static LlmTurn assistant(String text) {
        return new LlmTurn(Role.ASSISTANT, text);
    }
}
