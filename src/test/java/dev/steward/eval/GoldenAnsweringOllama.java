package dev.steward.eval;

import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import dev.steward.testing.llm.RecordedChat;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * A scripted Ollama that answers each SQL-generation prompt with the golden SQL of the question in it (read from the
 * prompt's {@code Q:} line, not from the few-shot examples above it), optionally perturbed per question; it
 * answers the empty-result sanity check with {@code OK}. Repair turns get the same answer again.
 */
public final class GoldenAnsweringOllama {
    private GoldenAnsweringOllama() {
    }

    /** Starts a fake answering the project's verified examples; {@code replies} overrides answers by question. */
    public static FakeOllamaServer start(Path syntheticJsonl, Map<String, String> replies) {
        return start(syntheticJsonl, (question, prompt) -> replies.get(question));
    }

    /**
     * Starts a fake answering the project's examples; {@code override} (question, generation prompt) may give
     * another answer, or null for the golden SQL.
     */
    public static FakeOllamaServer start(Path syntheticJsonl, BiFunction<String, String, String> override) {
        return start(syntheticJsonl, override, FakeOllamaServer.DEFAULT_SAFETY_TIMEOUT);
    }

    /** As {@link #start(Path, BiFunction)}, for a test that asks longer than the default safety timeout. */
    public static FakeOllamaServer start(Path syntheticJsonl, BiFunction<String, String, String> override,
                                         java.time.Duration safetyTimeout) {
        Map<String, String> golden = new HashMap<>();
        for (Example example : new SyntheticExamplesReader().read(syntheticJsonl)) {
            golden.put(example.question(), example.sql());
        }
        FakeOllamaServer server = FakeOllamaServer.start(safetyTimeout);
        server.script(chat -> FakeReply.text(reply(chat, golden, override)));
        return server;
    }

    private static String reply(RecordedChat chat, Map<String, String> golden,
                                BiFunction<String, String, String> override) {
        if (chat.lastUserText().contains("This SQL returned 0 rows")) {
            return "OK";
        }
        String question = questionOf(chat.messages());
        if (question == null) {
            return "SELECT 'no scripted answer' AS error";
        }
        String overridden = override.apply(question, chat.messages().stream().map(RecordedChat.Message::content)
                .reduce("", (a, b) -> a + "\n" + b));
        String sql = overridden != null ? overridden : golden.get(question);
        return sql == null ? "SELECT 'no scripted answer' AS error" : sql;
    }

    /** The question of the generation prompt: the text after the last "Q: " line of the first user turn with one. */
    static String questionOf(List<RecordedChat.Message> messages) {
        for (RecordedChat.Message message : messages) {
            String text = message.content();
            int at = text.lastIndexOf("\nQ: ");
            if ("user".equals(message.role()) && at >= 0) {
                int end = text.indexOf('\n', at + 4);
                return text.substring(at + 4, end < 0 ? text.length() : end).strip();
            }
        }
        return null;
    }
}
