package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.chat.ChatHistory;
import dev.steward.chat.ChatHistoryReader;
import dev.steward.error.FileFormatException;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.health.CheckResult;
import dev.steward.store.JsonLineProblem;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A garbage line between two good ones in examples/synthetic.jsonl (strict: approved knowledge must not be
 * half-read) and in a chat history (lenient: every good turn is kept, the bad line is reported): the error or
 * warning names the file and line 2, the doctor says the same, and no byte on disk changes.
 */
class HostileJsonLinesTest {
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);
    private static final String EXAMPLE = "{\"question\": \"How many orders?\", \"sql\": \"SELECT count(*) FROM orders\","
            + " \"verified\": true}";
    private static final String TURN = "{\"ts\": \"2026-08-16T19:04:23Z\", \"turn_id\": \"%s\", \"session_id\": \"s1\","
            + " \"question\": \"How many orders?\", \"sql\": \"SELECT 1\", \"answer\": \"1 row\", \"row_count\": 1,"
            + " \"columns\": [\"n\"], \"response_generated\": true, \"accepted\": null, \"promoted\": false}";

    @TempDir
    Path tmp;

    static Stream<Arguments> garbage() {
        List<Arguments> cases = new ArrayList<>();
        String corpus = new String(HostileProjects.resourceBytes("jsonl/garbage-lines.txt"), StandardCharsets.UTF_8);
        corpus.lines().forEach(line -> cases.add(Arguments.of(excerpt(line), line.getBytes(StandardCharsets.UTF_8))));
        cases.add(Arguments.of("invalid UTF-8", new byte[] {'{', '"', 'q', '"', ':', ' ', '"', (byte) 0xC3, (byte) 0x28,
            (byte) 0xFE, '"', '}'}));
        cases.add(Arguments.of("NUL bytes", new byte[] {0, 0, 0, '{', '}'}));
        cases.add(Arguments.of("100,000 nested arrays", "[".repeat(100_000).getBytes(StandardCharsets.UTF_8)));
        cases.add(Arguments.of("8 MB of noise on one line", "x".repeat(8 * 1024 * 1024).getBytes(StandardCharsets.UTF_8)));
        return cases.stream();
    }

    private static String excerpt(String line) {
        return line.length() > 40 ? line.substring(0, 40) + "..." : line;
    }

    private static byte[] between(String good1, byte[] bad, String good2) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes((good1 + "\n").getBytes(StandardCharsets.UTF_8));
        out.writeBytes(bad);
        out.writeBytes(("\n" + good2 + "\n").getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    @ParameterizedTest(name = "synthetic.jsonl line 2: {0}")
    @MethodSource("garbage")
    void syntheticExamplesRefuseTheFileAtTheBadLine(String name, byte[] bad) {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        HostileProjects.write(project.resolve("examples/synthetic.jsonl"), between(EXAMPLE, bad, EXAMPLE));
        FolderSnapshot before = FolderSnapshot.of(tmp);

        Throwable thrown = assertTimeoutPreemptively(HANG_GUARD, () -> catchThrowable(
                () -> new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl"))));
        List<CheckResult> doctor = assertTimeoutPreemptively(HANG_GUARD,
                () -> HostileProjects.doctor(tmp.resolve("home"), project));

        assertThat(FolderSnapshot.of(tmp)).isEqualTo(before);
        assertThat(thrown).isInstanceOf(FileFormatException.class);
        FileFormatException error = (FileFormatException) thrown;
        assertThat(error.location().line()).isEqualTo(2);
        assertThat(error.userText()).contains("synthetic.jsonl");
        assertThat(doctor).anySatisfy(r -> {
            assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.FAIL);
            assertThat(r.name()).isEqualTo("examples/synthetic.jsonl");
            assertThat(r.detail()).contains("synthetic.jsonl:2");
        });
    }

    @ParameterizedTest(name = "chat history line 2: {0}")
    @MethodSource("garbage")
    void chatHistoryKeepsEveryGoodTurnAndReportsTheBadLine(String name, byte[] bad) {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        Path history = project.resolve("chat_history/alice.jsonl");
        HostileProjects.write(history, between(TURN.formatted("t1"), bad, TURN.formatted("t3")));
        FolderSnapshot before = FolderSnapshot.of(tmp);

        ChatHistory read = assertTimeoutPreemptively(HANG_GUARD, () -> new ChatHistoryReader().read(history));
        List<CheckResult> doctor = assertTimeoutPreemptively(HANG_GUARD,
                () -> HostileProjects.doctor(tmp.resolve("home"), project));

        assertThat(FolderSnapshot.of(tmp)).isEqualTo(before);
        assertThat(read.turns()).extracting(t -> t.turnId()).containsExactly("t1", "t3");
        assertThat(read.problems()).extracting(JsonLineProblem::lineNumber).containsExactly(2);
        assertThat(doctor).anySatisfy(r -> {
            assertThat(r.outcome()).isEqualTo(CheckResult.Outcome.WARN);
            assertThat(r.detail()).startsWith("alice.jsonl:2");
        });
    }
}
