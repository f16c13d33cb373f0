package dev.steward.testing.llm;

import java.time.Duration;
import java.util.Objects;

/**
 * What the fake Ollama does with one {@code /api/chat} request: answer normally, fail the way the real one fails,
 * or misbehave at the HTTP level. Build with the static factories.
 *
 * @param kind    how to answer
 * @param text    the assistant content, or the error message for {@link Kind#HTTP_ERROR}
 * @param status  HTTP status for {@link Kind#HTTP_ERROR}
 * @param delay   how long to wait before answering (zero for none)
 */
public record FakeReply(Kind kind, String text, int status, Duration delay) {

    /** The ways the fake can answer. */
    public enum Kind {
        /** 200 with Ollama's reply shape, {@code done_reason: "stop"}. */
        TEXT,
        /** 200, but {@code done_reason: "length"}: the model hit {@code num_predict}. */
        CUT_OFF,
        /** Ollama's {@code {"error": "..."}} body with the given status. */
        HTTP_ERROR,
        /** 404 {@code model "<requested>" not found, try pulling it first}, as Ollama says it. */
        MODEL_NOT_FOUND,
        /** 200 whose JSON body stops half-way. */
        TRUNCATED_BODY,
        /** The connection is closed without any response. */
        DROP_CONNECTION
    }

    public FakeReply {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(delay, "delay");
    }

    public static FakeReply text(String content) {
        return new FakeReply(Kind.TEXT, content, 200, Duration.ZERO);
    }

    public static FakeReply cutOff(String content) {
        return new FakeReply(Kind.CUT_OFF, content, 200, Duration.ZERO);
    }

    public static FakeReply httpError(int status, String ollamaError) {
        return new FakeReply(Kind.HTTP_ERROR, ollamaError, status, Duration.ZERO);
    }

    public static FakeReply modelNotFound() {
        return new FakeReply(Kind.MODEL_NOT_FOUND, "", 404, Duration.ZERO);
    }

    public static FakeReply truncatedBody(String content) {
        return new FakeReply(Kind.TRUNCATED_BODY, content, 200, Duration.ZERO);
    }

    public static FakeReply dropConnection() {
        return new FakeReply(Kind.DROP_CONNECTION, "", 0, Duration.ZERO);
    }

    /** A normal reply of {@code chars} characters of filler, like a model that does not stop. */
    public static FakeReply huge(int chars) {
        StringBuilder filler = new StringBuilder(chars);
        while (filler.length() < chars) {
            filler.append("and so on ");
        }
        return text(filler.substring(0, chars));
    }

    /** This reply, sent only after {@code wait} (longer than the client's timeout to provoke one). */
    public FakeReply after(Duration wait) {
        return new FakeReply(kind, text, status, wait);
    }
}
