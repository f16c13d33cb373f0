package dev.steward.llm;

import java.util.Objects;

/** One message of a conversation with the model: who said it and what. */
public record ChatTurn(Role role, String text) {

    /** Who speaks: the instructions, the person (or feature) asking, or the model's earlier answer. */
    public enum Role { SYSTEM, USER, ASSISTANT }

    public ChatTurn {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(text, "text");
    }

    public static ChatTurn system(String text) {
        return new ChatTurn(Role.SYSTEM, text);
    }

    public static ChatTurn user(String text) {
        return new ChatTurn(Role.USER, text);
    }

    public static ChatTurn assistant(String text) {
        return new ChatTurn(Role.ASSISTANT, text);
    }
}
