package dev.steward.llm;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What the model answered, with what the run log and the UI show about the call.
 *
 * @param text         the reply text, never blank (a blank reply is an {@link LlmBadOutputException})
 * @param model        the model that answered, as Ollama names it
 * @param duration     the round trip as measured by Steward (request sent to reply parsed)
 * @param promptTokens tokens Ollama counted in the prompt ({@code prompt_eval_count}), when it reports them
 * @param replyTokens  tokens it generated ({@code eval_count}), when it reports them
 * @param cutOff       true when the model stopped at its token limit rather than by itself
 *                     ({@code done_reason: "length"}): the text is probably incomplete
 */
public record LlmReply(String text, String model, Duration duration, OptionalInt promptTokens,
                       OptionalInt replyTokens, boolean cutOff) {

    public LlmReply {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(promptTokens, "promptTokens");
        Objects.requireNonNull(replyTokens, "replyTokens");
    }
}
