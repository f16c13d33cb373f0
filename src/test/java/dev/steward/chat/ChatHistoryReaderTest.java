package dev.steward.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.JsonLineProblem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** test_neuron_chat_history.py's listing cases on real files, and lenient reading. */
class ChatHistoryReaderTest {
    private static final String OPENMEDALLION_TURN = "{\"ts\": \"2026-08-16T19:04:23Z\", \"turn_id\": "
            + "\"dd21c610c2d34dd795d3795d0a7bdd0a\", \"session_id\": \"42c6\", \"question\": \"Top reps \\u2014 Q2?\", "
            + "\"sql\": \"SELECT 1\", \"answer\": \"Found 4 row(s) for: Top reps\", \"row_count\": 4, \"columns\": "
            + "[\"rep\", \"total\"], \"response_generated\": true, \"accepted\": null, \"promoted\": false}";

    @TempDir
    Path dir;

    private final ChatHistoryReader reader = new ChatHistoryReader();

    @Test
    void readsOpenmedallionTurnsExactly() throws Exception {
        ChatHistory history = reader.read(write("alice.jsonl", OPENMEDALLION_TURN + "\n"));
        assertThat(history.turns()).containsExactly(new ChatTurn("2026-08-16T19:04:23Z",
                "dd21c610c2d34dd795d3795d0a7bdd0a", "42c6", "Top reps — Q2?", "SELECT 1",
                "Found 4 row(s) for: Top reps", 4, List.of("rep", "total"), true, null, false, null));
    }

    @Test
    void missingKeysTakeDefaultsAndUnknownKeysAreIgnored() throws Exception {
        ChatHistory history = reader.read(write("bob.jsonl",
                "{\"question\":\"q\",\"turn_id\":\"t1\",\"accepted\":false,\"error\":\"boom\",\"mood\":\"happy\"}\n"));
        ChatTurn turn = history.turns().get(0);
        assertThat(turn.sessionId()).isEmpty();
        assertThat(turn.responseGenerated()).isTrue();
        assertThat(turn.accepted()).isFalse();
        assertThat(turn.promoted()).isFalse();
        assertThat(turn.columns()).isEmpty();
        assertThat(turn.error()).isEqualTo("boom");
        assertThat(history.problems()).isEmpty();
    }

    @Test
    void listsNewestFirstWithALimitAndKeepsUsersApart() throws Exception {
        Path chat = dir.resolve("chat_history");
        Files.createDirectories(chat);
        StringBuilder alice = new StringBuilder();
        for (int i = 1; i <= 3; i++) {
            alice.append("{\"turn_id\":\"a").append(i).append("\",\"question\":\"q").append(i).append("\"}\n");
        }
        Files.writeString(chat.resolve("Alice_Chen.jsonl"), alice.toString());
        Files.writeString(chat.resolve("bob.jsonl"), "{\"turn_id\":\"b1\"}\n");
        assertThat(reader.listNewestFirst(chat, "Alice Chen", 2)).extracting(ChatTurn::turnId)
                .containsExactly("a3", "a2");
        assertThat(reader.listNewestFirst(chat, "Alice Chen", ChatHistoryReader.DEFAULT_LIMIT))
                .extracting(ChatTurn::turnId).containsExactly("a3", "a2", "a1");
        assertThat(reader.listNewestFirst(chat, "bob", 50)).extracting(ChatTurn::turnId).containsExactly("b1");
        assertThat(reader.listNewestFirst(chat, "carol", 50)).isEmpty();
    }

    @Test
    void malformedAndMistypedLinesAreReportedAndSkipped() throws Exception {
        ChatHistory history = reader.read(write("alice.jsonl", """
                {"turn_id": "t1"}
                not json at all
                {"turn_id": "t2", "row_count": "many"}
                {"turn_id": "t3", "accepted": "yes"}
                {"turn_id": "t4"}
                {"turn_id": "t5", "ques"""));
        assertThat(history.turns()).extracting(ChatTurn::turnId).containsExactly("t1", "t4");
        assertThat(history.problems()).extracting(JsonLineProblem::lineNumber).containsExactly(2, 3, 4, 6);
        assertThat(history.problems().get(1).message())
                .isEqualTo("alice.jsonl:3: 'row_count' must be a whole number, not \"many\"; "
                        + "the line was kept in the file and skipped");
        assertThat(history.newestFirst(1)).extracting(ChatTurn::turnId).containsExactly("t4");
    }

    @Test
    void parsesBytesAlreadyRead() {
        ChatHistory history = reader.parse(dir.resolve("x.jsonl"),
                "{\"turn_id\":\"t1\"}\n{bad\n".getBytes(StandardCharsets.UTF_8));
        assertThat(history.turns()).extracting(ChatTurn::turnId).containsExactly("t1");
        assertThat(history.problems()).singleElement().satisfies(p -> assertThat(p.message()).startsWith("x.jsonl:2:"));
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
