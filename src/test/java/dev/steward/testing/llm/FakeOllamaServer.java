package dev.steward.testing.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.steward.llm.OllamaEndpoint;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A scripted stand-in for Ollama on 127.0.0.1 (a free port), speaking the real wire format of {@code /api/chat}
 * (streaming and not) and {@code /api/tags}, so tests run the real LangChain4j client, its timeouts and Steward's
 * error mapping. Replies come from a queue ({@link #reply}, {@link #enqueue}), then from prompt rules
 * ({@link #whenPromptContains}), then from a script function ({@link #script}); with none of them, a call gets
 * HTTP 500 naming the unscripted call. Every chat request is recorded. Use in try-with-resources; a safety timer closes a forgotten server.
 *
 * <pre>{@code
 * try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
 *     ollama.reply("{\"description\": \"One row per order.\"}");
 *     Llm llm = ollama.llm();   // or new OllamaLlm(OllamaLlmConfig.defaults(ollama.endpoint(model)))
 *     ...
 *     assertThat(ollama.chatCount()).isEqualTo(1);
 * }
 * }</pre>
 */
public final class FakeOllamaServer implements AutoCloseable {
    public static final Duration DEFAULT_SAFETY_TIMEOUT = Duration.ofMinutes(2);
    public static final String DEFAULT_MODEL = "qwen2.5-coder:7b";

    private final ObjectMapper json = new ObjectMapper();
    private final OllamaWire wire = new OllamaWire(json);
    private final HttpServer server;
    private final ExecutorService handlers;
    private final ScheduledExecutorService safetyTimer;
    private final Deque<FakeReply> queue = new ArrayDeque<>();
    private final List<Rule> rules = new ArrayList<>();
    private final List<RecordedChat> chats = new ArrayList<>();
    private final AtomicInteger tagRequests = new AtomicInteger();
    private final AtomicBoolean closed = new AtomicBoolean();
    private List<String> models = List.of(DEFAULT_MODEL);
    private Function<RecordedChat, FakeReply> script;

    private FakeOllamaServer(Duration safetyTimeout) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        handlers = Executors.newCachedThreadPool(daemonThreads("fake-ollama"));
        safetyTimer = Executors.newSingleThreadScheduledExecutor(daemonThreads("fake-ollama-safety"));
        server.setExecutor(handlers);
        server.createContext("/api/chat", this::handleChat);
        server.createContext("/api/tags", this::handleTags);
        server.start();
        safetyTimer.schedule(this::close, safetyTimeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    public static FakeOllamaServer start() {
        return start(DEFAULT_SAFETY_TIMEOUT);
    }

    /** Starts a server that closes itself after {@code safetyTimeout} even if the test forgets to. */
    public static FakeOllamaServer start(Duration safetyTimeout) {
        try {
            return new FakeOllamaServer(safetyTimeout);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the fake Ollama server", e);
        }
    }

    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    public OllamaEndpoint endpoint(String model) {
        return new OllamaEndpoint(baseUrl(), model);
    }

    /** The real adapter with its default settings, pointed at this server, using {@value #DEFAULT_MODEL}. */
    public OllamaLlm llm() {
        return new OllamaLlm(OllamaLlmConfig.defaults(endpoint(DEFAULT_MODEL)));
    }

    /** The models {@code /api/tags} lists (default: {@value #DEFAULT_MODEL}). */
    public synchronized FakeOllamaServer models(String... names) {
        models = List.of(names);
        return this;
    }

    /** Queues plain text replies, answered in order. */
    public FakeOllamaServer reply(String... texts) {
        return enqueue(Arrays.stream(texts).map(FakeReply::text).toArray(FakeReply[]::new));
    }

    /** Queues replies (text, faults, delays), answered in order before the script is asked. */
    public synchronized FakeOllamaServer enqueue(FakeReply... replies) {
        queue.addAll(Arrays.asList(replies));
        return this;
    }

    /**
     * Answers every request whose last user message contains {@code needle} with {@code reply}, as often as asked
     * (e.g. garbage for one table only). Rules are tried after the queue, in the order added, before the script.
     */
    public synchronized FakeOllamaServer whenPromptContains(String needle, FakeReply reply) {
        rules.add(new Rule(needle, reply));
        return this;
    }

    /** Answers every request the queue does not cover by asking {@code replyFor} (e.g. by prompt content). */
    public synchronized FakeOllamaServer script(Function<RecordedChat, FakeReply> replyFor) {
        script = replyFor;
        return this;
    }

    public synchronized List<RecordedChat> chats() {
        return List.copyOf(chats);
    }

    public synchronized int chatCount() {
        return chats.size();
    }

    public synchronized RecordedChat lastChat() {
        if (chats.isEmpty()) {
            throw new IllegalStateException("the fake Ollama received no chat request");
        }
        return chats.get(chats.size() - 1);
    }

    public int tagRequests() {
        return tagRequests.get();
    }

    /** Stops the server; safe to call more than once (the safety timer may have closed it already). */
    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        server.stop(0);
        handlers.shutdownNow();
        safetyTimer.shutdownNow();
    }

    private void handleChat(HttpExchange exchange) throws IOException {
        try (exchange) {
            JsonNode body = json.readTree(exchange.getRequestBody().readAllBytes());
            RecordedChat chat;
            FakeReply reply;
            synchronized (this) {
                chat = new RecordedChat(chats.size() + 1, body);
                chats.add(chat);
                reply = nextReply(chat);
            }
            if (!reply.delay().isZero() && !sleep(reply.delay())) {
                return;
            }
            wire.answerChat(exchange, chat, reply);
        } catch (IOException clientGone) {
            // The client timed out or was cancelled while we were answering: that is the point of some tests.
        }
    }

    private FakeReply nextReply(RecordedChat chat) {
        if (!queue.isEmpty()) {
            return queue.removeFirst();
        }
        for (Rule rule : rules) {
            if (chat.lastUserText().contains(rule.needle())) {
                return rule.reply();
            }
        }
        if (script != null) {
            return script.apply(chat);
        }
        return FakeReply.httpError(500, "FakeOllamaServer: no reply scripted for chat call #" + chat.number());
    }

    private void handleTags(HttpExchange exchange) throws IOException {
        tagRequests.incrementAndGet();
        List<String> listed;
        synchronized (this) {
            listed = models;
        }
        try (exchange) {
            wire.answerTags(exchange, listed);
        }
    }

    private static boolean sleep(Duration delay) {
        try {
            Thread.sleep(delay.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static ThreadFactory daemonThreads(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    private record Rule(String needle, FakeReply reply) {
    }

    static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
