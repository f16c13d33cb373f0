package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonLinesReaderTest {
    @TempDir
    Path dir;

    private final JsonLinesReader reader = new JsonLinesReader();

    @Test
    void readsRowsWithLineNumbersAndSkipsBlankLines() throws Exception {
        Path file = write("failures.jsonl", "{\"question\":\"a\"}\n\n   \n{\"question\": \"b\", \"sql\": \"SELECT 1\"}\r\n");
        JsonLinesContent content = reader.read(file);
        assertThat(content.problems()).isEmpty();
        assertThat(content.rows()).extracting(JsonLineRow::lineNumber).containsExactly(1, 4);
        assertThat(content.rows().get(1).json().get("sql").asText()).isEqualTo("SELECT 1");
        assertThat(content.rows().get(1).rawText()).isEqualTo("{\"question\": \"b\", \"sql\": \"SELECT 1\"}");
    }

    @Test
    void missingFileIsEmpty() {
        JsonLinesContent content = reader.read(dir.resolve("nope.jsonl"));
        assertThat(content.rows()).isEmpty();
        assertThat(content.hasProblems()).isFalse();
    }

    @Test
    void malformedLineIsReportedWithFileAndLineAndTheRestIsRead() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 16; i++) {
            text.append("{\"n\":").append(i).append("}\n");
        }
        text.append("{\"n\": 17, \"sql\": \"SELECT\n{\"n\":18}\n");
        JsonLinesContent content = reader.read(write("failures.jsonl", text.toString()));
        assertThat(content.rows()).hasSize(17);
        assertThat(content.problems()).singleElement().satisfies(p -> {
            assertThat(p.lineNumber()).isEqualTo(17);
            assertThat(p.message()).startsWith("failures.jsonl:17: not valid JSON (")
                    .endsWith("the line was kept in the file and skipped");
            assertThat(p.excerpt()).startsWith("{\"n\": 17");
        });
    }

    @Test
    void tornLastLineIsAProblemNotFatal() throws Exception {
        Path file = write("harvested.jsonl", "{\"question\":\"a\"}\n{\"question\":\"b\",\"sq");
        JsonLinesContent content = reader.read(file);
        assertThat(content.rows()).hasSize(1);
        assertThat(content.problems()).singleElement().satisfies(p -> {
            assertThat(p.lineNumber()).isEqualTo(2);
            assertThat(p.message()).contains("harvested.jsonl:2:", "unexpected end of input", "no line end");
        });
    }

    @Test
    void completeLastLineWithoutNewlineIsARow() throws Exception {
        JsonLinesContent content = reader.read(write("x.jsonl", "{\"a\":1}\n{\"a\":2}"));
        assertThat(content.rows()).hasSize(2);
        assertThat(content.problems()).isEmpty();
    }

    @Test
    void invalidUtf8IsReportedForThatLineOnly() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("{\"q\":\"ok\"}\n{\"q\":\"".getBytes(StandardCharsets.UTF_8));
        bytes.write(new byte[] {(byte) 0xC3, (byte) 0x28, (byte) 0xFF});
        bytes.write("\"}\n{\"q\":\"caf\u00e9 \u2014 \uD83D\uDE00\"}\n".getBytes(StandardCharsets.UTF_8));
        Path file = dir.resolve("chat.jsonl");
        Files.write(file, bytes.toByteArray());
        JsonLinesContent content = reader.read(file);
        assertThat(content.rows()).extracting(r -> r.json().get("q").asText())
                .containsExactly("ok", "caf\u00e9 \u2014 \uD83D\uDE00");
        assertThat(content.problems()).singleElement().satisfies(p -> {
            assertThat(p.lineNumber()).isEqualTo(2);
            assertThat(p.message()).startsWith("chat.jsonl:2: not valid UTF-8 text");
        });
    }

    @Test
    void nonObjectsAndTrailingGarbageAreProblems() throws Exception {
        JsonLinesContent content = reader.read(write("x.jsonl", "[1,2]\n{\"a\":1} {\"b\":2}\n42\n{\"ok\":true}\n"));
        assertThat(content.rows()).extracting(JsonLineRow::lineNumber).containsExactly(4);
        assertThat(content.problems()).extracting(JsonLineProblem::lineNumber).containsExactly(1, 2, 3);
        assertThat(content.problems().get(0).message()).contains("not a JSON object");
    }

    @Test
    void longLinesAreShortenedInTheExcerpt() throws Exception {
        String longLine = "{\"q\":\"" + "x".repeat(500);
        JsonLinesContent content = reader.read(write("x.jsonl", longLine + "\n"));
        assertThat(content.problems().get(0).excerpt()).hasSize(61).endsWith("…");
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
