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
import java.util.function.UnaryOperator;

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
        Map<String, String> golden = new HashMap<>();
        for (Example example : new SyntheticExamplesReader().read(syntheticJsonl)) {
            golden.put(example.question(), example.sql());
        }
        golden.putAll(replies);
        FakeOllamaServer server = FakeOllamaServer.start();
        server.script(chat -> FakeReply.text(reply(chat, golden::get)));
        return server;
    }

    private static String reply(RecordedChat chat, UnaryOperator<String> sqlFor) {
        if (chat.lastUserText().contains("This SQL returned 0 rows")) {
            return "OK";
        }
        String question = questionOf(chat.messages());
        String sql = question == null ? null : sqlFor.apply(question);
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
