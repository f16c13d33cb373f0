package dev.steward.store;

import static java.nio.file.StandardOpenOption.READ;
import static java.nio.file.StandardOpenOption.WRITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An append that waits for the lock of a file a rewrite is replacing must land in the new file — also when the
 * file system hands the new file the number of one freed a moment earlier, so comparing file keys cannot tell.
 */
class JsonLinesReplacementTest {
    @TempDir
    Path dir;

    private final ExecutorService pool = Executors.newSingleThreadExecutor();
    private final JsonLinesAppender appender = new JsonLinesAppender(new AtomicFiles());

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void anAppendWaitingOnTheReplacedFileReopensEvenWhenTheNewFileLooksTheSame() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "needs /proc to see the appender's open file");
        Path file = dir.resolve("alice.jsonl");
        Files.writeString(file, "{\"n\":1}\n");
        // Every file at the path looks like the same file to this appender: key reuse at its worst.
        JsonLinesAppender blind = new JsonLinesAppender(new ObjectMapper(), new AtomicFiles(),
                path -> Files.exists(path) ? "the same number" : null);

        try (FileChannel old = FileChannel.open(file, READ, WRITE)) {
            FileLock rewriting = old.lock(); // as a rewrite in another process holds it
            Future<?> append = pool.submit(() -> {
                blind.append(file, Map.of("n", 2));
                return null;
            });
            awaitOpenedBy(file, 2); // this test and the waiting appender
            Path replacement = Files.writeString(dir.resolve(".alice.jsonl.tmp"), "{\"n\":1}\n{\"n\":9}\n");
            Files.move(replacement, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            JsonLinesAppender.markReplaced(old);
            rewriting.release();
            append.get(30, TimeUnit.SECONDS);
        }

        assertThat(Files.readAllLines(file)).containsExactly("{\"n\":1}", "{\"n\":9}", "{\"n\":2}");
    }

    @Test
    void aRewriteMarksTheFileItReplacedAndOnlyThatFile() throws Exception {
        Path file = dir.resolve("bob.jsonl");
        Files.writeString(file, "{\"n\":1}\n{\"torn\":");
        FileStamp loaded = FileStamp.of(file);
        try (FileChannel before = FileChannel.open(file, READ)) {
            appender.rewrite(file, List.of(Map.of("n", 1)), loaded);

            String replaced = new String(readAll(before), StandardCharsets.UTF_8);
            assertThat(replaced).isEqualTo("{\"n\":1}\n{\"torn\":\n" + JsonLinesAppender.REPLACED_MARK + "\n");
            // A read that caught the replaced file gets its rows and its torn line, never the mark as a problem.
            JsonLinesContent content = new JsonLinesReader().parse(file, replaced.getBytes(StandardCharsets.UTF_8));
            assertThat(content.rows()).hasSize(1);
            assertThat(content.problems()).singleElement()
                    .satisfies(problem -> assertThat(problem.lineNumber()).isEqualTo(2));
        }
        assertThat(Files.readString(file)).isEqualTo("{\"n\":1}\n");

        appender.append(file, Map.of("n", 2));
        assertThat(Files.readString(file)).isEqualTo("{\"n\":1}\n{\"n\":2}\n");
    }

    private static byte[] readAll(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate((int) channel.size());
        while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) > 0) {
            // until full
        }
        return buffer.array();
    }

    /** Waits until {@code count} descriptors of this process have the file open (Linux /proc). */
    private static void awaitOpenedBy(Path file, int count) throws Exception {
        String target = file.toRealPath().toString();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (openDescriptors(target) < count) {
            assertThat(System.nanoTime()).as("the appender never opened " + file).isLessThan(deadline);
            Thread.sleep(5);
        }
    }

    private static long openDescriptors(String target) throws IOException {
        try (Stream<Path> fds = Files.list(Path.of("/proc/self/fd"))) {
            return fds.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).toString().equals(target);
                } catch (IOException | UnsupportedOperationException gone) {
                    return false;
                }
            }).count();
        }
    }
}
