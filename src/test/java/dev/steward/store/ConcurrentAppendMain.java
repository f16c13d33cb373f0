package dev.steward.store;

import java.nio.file.Path;
import java.util.Map;

/** Child of {@link JsonLinesAppenderTest}: {@code <file> <writer> <rows>} appends rows of ~8 KB as fast as it can. */
public final class ConcurrentAppendMain {
    private ConcurrentAppendMain() {
    }

    public static void main(String[] args) {
        Path file = Path.of(args[0]);
        String writer = args[1];
        int rows = Integer.parseInt(args[2]);
        JsonLinesAppender appender = new JsonLinesAppender(new AtomicFiles());
        String padding = writer.repeat(8_000 / writer.length());
        for (int i = 0; i < rows; i++) {
            appender.append(file, Map.of("writer", writer, "i", i, "pad", padding));
        }
    }
}
