package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonLinesDocumentTest {

    @Test
    void keepsEveryByteIncludingCrLfGarbageAndATornLastLine() {
        String text = "{\"a\": 1}\r\n\n{garbage\n{\"b\":2,\"é\":\"ü\"}\n{\"torn\": ";

        assertThat(string(JsonLinesDocument.parse(bytes(text)).bytes())).isEqualTo(text);
        assertThat(JsonLinesDocument.parse(bytes(text)).lineCount()).isEqualTo(5);
    }

    @Test
    void replacingALineKeepsItsLineEndAndEveryOtherLine() {
        JsonLinesDocument document = JsonLinesDocument.parse(bytes("{\"a\": 1}\r\n{\"b\": 2}\n{\"c\": 3}"));

        assertThat(string(document.replace(1, "{\"a\":10}").bytes())).isEqualTo("{\"a\":10}\r\n{\"b\": 2}\n{\"c\": 3}");
        assertThat(string(document.replace(3, "{\"c\":30}").bytes())).isEqualTo("{\"a\": 1}\r\n{\"b\": 2}\n{\"c\":30}\n");
        assertThat(string(document.remove(2).bytes())).isEqualTo("{\"a\": 1}\r\n{\"c\": 3}");
        assertThat(document.line(2)).isEqualTo("{\"b\": 2}");
    }

    @Test
    void appendingAfterATornLineStartsANewLine() {
        JsonLinesDocument document = JsonLinesDocument.parse(bytes("{\"a\": 1}\n{\"torn"));

        assertThat(string(document.append("{\"b\":2}").bytes())).isEqualTo("{\"a\": 1}\n{\"torn\n{\"b\":2}\n");
        assertThat(string(JsonLinesDocument.parse(new byte[0]).append("{}").bytes())).isEqualTo("{}\n");
    }

    @Test
    void refusesLineBreaksInsideALineAndUnknownLineNumbers() {
        JsonLinesDocument document = JsonLinesDocument.parse(bytes("{}\n"));

        assertThatThrownBy(() -> document.replace(1, "{\n}")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> document.replace(2, "{}")).isInstanceOf(IndexOutOfBoundsException.class);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static String string(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
