package dev.steward.llm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Asks for JSON (Ollama's JSON mode) and, when the reply is unusable, asks again with the problem appended to
 * the original last user turn, at most {@code maxRetries} times (2 retries = 3 calls, as in openmedallion).
 * Appending the problem matters beyond politeness: with temperature 0 and a fixed seed, the same prompt would
 * give the same bad reply again. Only bad output is retried; unreachable, timeout and the like fail at once.
 */
public final class JsonRetry {
    public static final int DEFAULT_MAX_RETRIES = 2;
    private final Llm llm;
    private final PromptTemplate retryInstruction;
    private final int maxRetries;
    private final boolean constrained;
    private final JsonReply reader = new JsonReply();

    /** Told before each retry: which one (1-based), of how many, and why. */
    @FunctionalInterface
    public interface RetryListener {
        void retrying(int retry, int maxRetries, String problem);

        static RetryListener none() {
            return (retry, max, problem) -> { };
        }
    }

    /**
     * @param retryInstruction appended on a retry; its one placeholder {@code {{error}}} receives the problem
     */
    public JsonRetry(Llm llm, PromptTemplate retryInstruction, int maxRetries) {
        this(llm, retryInstruction, maxRetries, false);
    }

    private JsonRetry(Llm llm, PromptTemplate retryInstruction, int maxRetries, boolean constrained) {
        if (maxRetries < 0) {
            throw new IllegalArgumentException("maxRetries must be >= 0, was " + maxRetries);
        }
        this.llm = llm;
        this.retryInstruction = retryInstruction;
        this.maxRetries = maxRetries;
        this.constrained = constrained;
    }

    /** Two retries with the standard instruction ({@value PromptTemplates#JSON_RETRY}). */
    public JsonRetry(Llm llm, PromptTemplates prompts) {
        this(llm, prompts.get(PromptTemplates.JSON_RETRY), DEFAULT_MAX_RETRIES);
    }

    /**
     * This retry loop, but sending the expected shape to the model as a JSON schema (Ollama's structured outputs,
     * Ollama 0.5 or later) instead of plain JSON mode: sampling is then constrained to the shape, so a small model
     * cannot drop a required key. The reply is still checked, and retried, the same way.
     */
    public JsonRetry constrainingOutput() {
        return new JsonRetry(llm, retryInstruction, maxRetries, true);
    }

    /**
     * Sends {@code turns} in JSON mode until a reply fits {@code shape}.
     *
     * @throws LlmBadOutputException after {@code maxRetries} retries, with the last problem
     */
    public JsonNode ask(List<LlmTurn> turns, JsonShape shape, ChatOptions options, RetryListener onRetry) {
        ChatOptions json = new ChatOptions(true, options.timeout(), constrained ? shape : null);
        List<LlmTurn> attempt = turns;
        for (int retry = 0; ; retry++) {
            try {
                return reader.parse(llm.chat(attempt, json).text(), shape);
            } catch (LlmBadOutputException bad) {
                if (retry == maxRetries) {
                    throw gaveUp(bad);
                }
                onRetry.retrying(retry + 1, maxRetries, bad.problem());
                attempt = withProblem(turns, bad.problem());
            }
        }
    }

    /** Same as {@link #ask(List, JsonShape, ChatOptions, RetryListener)} with the default timeout. */
    public JsonNode ask(List<LlmTurn> turns, JsonShape shape, RetryListener onRetry) {
        return ask(turns, shape, ChatOptions.JSON, onRetry);
    }

    private List<LlmTurn> withProblem(List<LlmTurn> original, String problem) {
        int last = lastUserTurn(original);
        List<LlmTurn> turns = new ArrayList<>(original);
        String instruction = retryInstruction.render(Map.of("error", problem));
        turns.set(last, LlmTurn.user(original.get(last).text() + "\n\n" + instruction));
        return List.copyOf(turns);
    }

    private static int lastUserTurn(List<LlmTurn> turns) {
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (turns.get(i).role() == LlmTurn.Role.USER) {
                return i;
            }
        }
        throw new IllegalArgumentException("a JSON request needs a user turn to append the retry instruction to");
    }

    private LlmBadOutputException gaveUp(LlmBadOutputException last) {
        String retries = maxRetries == 1 ? "1 retry" : maxRetries + " retries";
        return new LlmBadOutputException("The model " + llm.model() + " did not return usable JSON after "
                + retries + ": " + last.problem() + ".", last.problem(),
                "Try again, or try a larger or instruction-tuned model.", last, last.reply().orElse(null));
    }
}
