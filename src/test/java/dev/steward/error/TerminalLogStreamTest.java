package dev.steward.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Issue 19, finding 8's "logs": a log line naming a hostile file (ANSI escapes that clear the screen and paint a
 * fake green result) reaches the log's stream escaped, as Main installs it in front of standard error.
 */
class TerminalLogStreamTest {
    private static final String HOSTILE = "data/silver/\u001b[2J\u001b[32morders\u0007.parquet";

    @Test
    void aLogLineNamingAHostileFileIsWrittenWithItsControlCharactersEscaped() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.err;
        System.setErr(TerminalLogStream.wrap(captured)); // slf4j-simple writes to System.err as it is at each line
        try {
            LoggerFactory.getLogger(TerminalLogStreamTest.class).warn("Could not read {}", HOSTILE);
        } finally {
            System.setErr(original);
        }
        String log = captured.toString(StandardCharsets.UTF_8);

        assertThat(log).contains("Could not read data/silver/\\u001b[2J\\u001b[32morders\\u0007.parquet");
        assertThat(log.chars().filter(c -> c == 0x1b || c == 0x07)).as("no raw ESC or BEL").isEmpty();
        assertThat(log).endsWith(System.lineSeparator());
    }

    @Test
    void multiByteTextAndLineEndsPassAndAPartialLineIsWrittenOnFlush() {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream log = TerminalLogStream.wrap(captured);
        log.print("Größe ✓\tok\r\nsecond \u009b line");
        log.flush();

        assertThat(captured.toString(StandardCharsets.UTF_8)).isEqualTo("Größe ✓\tok\r\nsecond \\u009b line");
    }
}
