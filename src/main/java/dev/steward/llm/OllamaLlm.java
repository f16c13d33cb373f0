package dev.steward.llm;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.http.client.HttpClientBuilder;
import dev.langchain4j.http.client.HttpClientBuilderLoader;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.output.FinishReason;
import dev.langchain4j.model.output.TokenUsage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@link Llm} port on Ollama's {@code /api/chat}, through LangChain4j's {@link OllamaChatModel}: temperature 0
 * and a fixed seed for repeatable drafts, explicit connect and read timeouts, LangChain4j's own retries off (a
 * retried timeout doubles the wait) and one retry of a refused connection instead. Thread-safe.
 */
public final class OllamaLlm implements Llm {
    private static final Pattern LEADING_THINK_BLOCK = Pattern.compile("\\s*<think>.*?</think>\\s*", Pattern.DOTALL);
    private final OllamaLlmConfig config;
    private final OllamaFailures failures;
    /** One client per read timeout: LangChain4j fixes the timeout when the model is built. */
    private final Map<Duration, ChatModel> clientsByTimeout = new ConcurrentHashMap<>();

    public OllamaLlm(OllamaLlmConfig config) {
        this.config = config;
        this.failures = new OllamaFailures(config.endpoint().baseUrl(), config.endpoint().model());
    }

    @Override
    public String model() {
        return config.endpoint().model();
    }

    @Override
    public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
        if (turns.isEmpty()) {
            throw new IllegalArgumentException("a chat needs at least one turn");
        }
        Duration timeout = options.timeoutOverride().orElse(config.readTimeout());
        ChatModel client = clientsByTimeout.computeIfAbsent(timeout, this::buildClient);
        ChatRequest request = ChatRequest.builder()
                .messages(turns.stream().map(OllamaLlm::toMessage).toList())
                .responseFormat(responseFormat(options))
                .build();
        long start = System.nanoTime();
        ChatResponse response = sendRetryingRefusedConnections(client, request, timeout);
        return checked(response, options, Duration.ofNanos(System.nanoTime() - start));
    }

    private static ResponseFormat responseFormat(ChatOptions options) {
        if (!options.json()) {
            return ResponseFormat.TEXT;
        }
        return options.replyShape().map(OllamaJsonSchema::responseFormat).orElse(ResponseFormat.JSON);
    }

    private ChatResponse sendRetryingRefusedConnections(ChatModel client, ChatRequest request, Duration timeout) {
        for (int attempt = 0; ; attempt++) {
            try {
                return client.chat(request);
            } catch (RuntimeException e) {
                if (attempt >= config.connectRetries() || !failures.neverConnected(e)
                        || Thread.currentThread().isInterrupted()) {
                    throw failures.translate(e, timeout);
                }
                pauseBeforeRetry(e);
            }
        }
    }

    private void pauseBeforeRetry(RuntimeException failure) {
        try {
            Thread.sleep(config.connectRetryPause().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LlmCancelledException(model(), failure);
        }
    }

    private LlmReply checked(ChatResponse response, ChatOptions options, Duration elapsed) {
        String text = withoutThinking(response.aiMessage() == null ? null : response.aiMessage().text());
        if (text == null || text.isBlank()) {
            throw badOutput("The model " + model() + " returned an empty reply.", "the reply was empty", text);
        }
        if (text.length() > config.maxReplyChars()) {
            throw badOutput("The model " + model() + " returned " + text.length() + " characters, more than the "
                    + "limit of " + config.maxReplyChars() + ".", "the reply was far too long ("
                    + text.length() + " characters); answer concisely", null);
        }
        boolean cutOff = response.metadata().finishReason() == FinishReason.LENGTH;
        if (cutOff && options.json()) {
            throw badOutput("The model " + model() + " stopped at its limit of " + config.maxReplyTokens()
                    + " tokens, so its JSON reply is incomplete.", "the reply was cut off after "
                    + config.maxReplyTokens() + " tokens; answer more concisely", text);
        }
        TokenUsage usage = response.metadata().tokenUsage();
        String answeringModel = response.metadata().modelName() == null ? model() : response.metadata().modelName();
        return new LlmReply(text, answeringModel, elapsed, count(usage == null ? null : usage.inputTokenCount()),
                count(usage == null ? null : usage.outputTokenCount()), cutOff);
    }

    /**
     * Reasoning models (qwen3, deepseek-r1) put their reasoning in a leading {@code <think>} block of the content
     * unless Ollama is told otherwise; callers want the answer, and JSON parsing would fail on the block.
     */
    static String withoutThinking(String text) {
        if (text == null) {
            return null;
        }
        Matcher thinking = LEADING_THINK_BLOCK.matcher(text);
        return thinking.lookingAt() ? text.substring(thinking.end()) : text;
    }

    private LlmBadOutputException badOutput(String message, String problem, String reply) {
        return new LlmBadOutputException(message, problem,
                "Try again; if it keeps happening, try another model.", null, reply);
    }

    private ChatModel buildClient(Duration readTimeout) {
        // The loader finds langchain4j-http-client-jdk (a runtime dependency): the JDK HttpClient, whose
        // blocking send is cancelled when the calling thread is interrupted.
        HttpClientBuilder http = HttpClientBuilderLoader.loadHttpClientBuilder()
                .connectTimeout(config.connectTimeout())
                .readTimeout(readTimeout);
        return OllamaChatModel.builder()
                .httpClientBuilder(http)
                .baseUrl(config.endpoint().baseUrl().toString())
                .modelName(model())
                .temperature(0.0)
                .seed(config.seed())
                .numCtx(config.contextTokens())
                .numPredict(config.maxReplyTokens())
                .maxRetries(0)
                .build();
    }

    private static ChatMessage toMessage(LlmTurn turn) {
        return switch (turn.role()) {
            case SYSTEM -> SystemMessage.from(turn.text());
            case USER -> UserMessage.from(turn.text());
            case ASSISTANT -> AiMessage.from(turn.text());
        };
    }

    private static OptionalInt count(Integer value) {
        return value == null ? OptionalInt.empty() : OptionalInt.of(value);
    }
}
