package dev.steward.store;

import static java.nio.file.LinkOption.NOFOLLOW_LINKS;
import static java.nio.file.StandardOpenOption.CREATE;
import static java.nio.file.StandardOpenOption.READ;
import static java.nio.file.StandardOpenOption.WRITE;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The writing side of JSON-lines files ({@code *.jsonl}): each row becomes one compact JSON line ending in
 * {@code \n}, appended and forced to disk before the call returns. A torn last line (a write cut short by a
 * crash) is never glued to the next row: the appender first ends it with {@code \n}, so the torn line stays
 * on its own where the reader reports it, and the new row is intact. Reading is {@code JsonLinesReader}'s job.
 *
 * <p>Appends from threads sharing this instance are serialised per file; appends from other processes are
 * kept apart by an OS lock on the file, so bytes of two rows never interleave.
 */
public final class JsonLinesAppender {
    /**
     * The line a rewrite appends to the file it has just replaced, while it still holds that file's OS lock.
     * The replaced file is unlinked by then, so readers of the path never see it; an appender that opened the
     * file before the replacement and got the lock after finds it at the end and reopens the path instead of
     * writing into a file nobody will read again. Comparing file keys alone cannot tell this: the file
     * system may give the new file the number of one freed a moment earlier. No JSON text starts with NUL.
     */
    static final String REPLACED_MARK = "\u0000steward: replaced by a rewrite";
    private static final byte[] REPLACED_LINE = ("\n" + REPLACED_MARK + "\n").getBytes(StandardCharsets.UTF_8);
    private static final byte NEWLINE = '\n';
    private static final int MAX_REOPENS = 10_000;

    private final ObjectWriter writer;
    private final AtomicFiles files;
    private final FileIdentity identity;

    /** @param mapper serialises rows (any indentation setting is ignored: a row is always one line) */
    public JsonLinesAppender(ObjectMapper mapper, AtomicFiles files) {
        this(mapper, files, JsonLinesAppender::fileKey);
    }

    /** For tests: {@code identity} stands in for the file system's file keys (e.g. to simulate their reuse). */
    JsonLinesAppender(ObjectMapper mapper, AtomicFiles files, FileIdentity identity) {
        this.writer = mapper.writer().without(SerializationFeature.INDENT_OUTPUT);
        this.files = Objects.requireNonNull(files, "files");
        this.identity = Objects.requireNonNull(identity, "identity");
    }

    /** An appender with a plain mapper that writes {@code java.time} values as ISO-8601 text. */
    public JsonLinesAppender(AtomicFiles files) {
        this(new ObjectMapper().registerModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS), files);
    }

    /** Appends one row (a record, a map or a {@code JsonNode}) as one line; creates the file and its folders. */
    public void append(Path file, Object row) {
        appendAll(file, List.of(row));
    }

    /** Appends rows in order with a single fsync; all rows are serialised before anything is written. */
    public void appendAll(Path file, List<?> rows) {
        byte[] lines = toLines(file, rows);
        if (lines.length == 0) {
            return;
        }
        try {
            files.locked(file, () -> appendLocked(file, lines));
        } catch (IOException e) {
            throw new StewardException("Could not append to " + file + ": " + AtomicFiles.describe(e)
                    + ". Earlier lines are unchanged.",
                    "Check that the folder exists, that you may write to it and that the disk is not full.", e);
        }
    }

    /**
     * Replaces the whole file with {@code rows} atomically, only if it still has the content {@code expected}
     * describes. For the rare whole-file updates; appends by other processes wait for it.
     *
     * @return the stamp of the new file
     * @throws FileConflictException when the file changed since {@code expected} was taken
     */
    public FileStamp rewrite(Path file, List<?> rows, FileStamp expected) {
        return rewriteContent(file, toLines(file, rows), expected);
    }

    /**
     * {@link #rewrite} with the new file's bytes already made, e.g. a {@link JsonLinesDocument} edited in one
     * line, so every other line keeps its exact bytes.
     */
    public FileStamp rewriteContent(Path file, byte[] content, FileStamp expected) {
        try {
            return files.locked(file, () -> {
                LinkGuard.checkWritable(file);
                if (!Files.exists(file)) {
                    return files.writeIfUnchanged(file, content, expected);
                }
                try (FileChannel channel = FileChannel.open(file, READ, WRITE, NOFOLLOW_LINKS);
                     FileLock lock = lockOs(channel)) {
                    // Holding the OS lock of the old file makes appenders elsewhere wait, then see the new file.
                    FileStamp written = files.writeIfUnchanged(file, content, expected);
                    markReplaced(channel);
                    return written;
                }
            });
        } catch (IOException e) {
            throw AtomicFiles.saveFailed(file, e);
        }
    }

    private Void appendLocked(Path file, byte[] lines) throws IOException {
        LinkGuard.checkWritable(file); // never append through a link: a project cannot aim the line elsewhere
        Files.createDirectories(file.toAbsolutePath().getParent());
        for (int attempt = 0; attempt < MAX_REOPENS; attempt++) {
            Object keyBefore = identity.of(file);
            try (FileChannel channel = FileChannel.open(file, READ, WRITE, CREATE, NOFOLLOW_LINKS);
                 FileLock lock = lockOs(channel)) {
                Object keyNow = identity.of(file);
                if (keyBefore == null || !keyBefore.equals(keyNow) || endsWithReplacedMark(channel)) {
                    continue; // created just now, or replaced by a rewrite while we waited: reopen the current file
                }
                writeAtEnd(channel, lines, () -> files.probe().midWrite(file));
                channel.force(true);
                return null;
            } finally {
                if (keyBefore == null) {
                    AtomicFiles.forceDirectory(file.toAbsolutePath().getParent()); // the new file's entry
                }
            }
        }
        throw new IOException("the file was replaced " + MAX_REOPENS + " times while waiting to append to it");
    }

    /**
     * Done only after a successful replacement, so the file at the path never carries the mark. The mark starts
     * a line of its own even after a torn last line.
     */
    static void markReplaced(FileChannel replaced) throws IOException {
        ByteBuffer mark = ByteBuffer.wrap(REPLACED_LINE);
        long position = replaced.size();
        while (mark.hasRemaining()) {
            position += replaced.write(mark, position);
        }
    }

    private static boolean endsWithReplacedMark(FileChannel channel) throws IOException {
        long size = channel.size();
        if (size < REPLACED_LINE.length) {
            return false;
        }
        ByteBuffer tail = ByteBuffer.allocate(REPLACED_LINE.length);
        while (tail.hasRemaining() && channel.read(tail, size - REPLACED_LINE.length + tail.position()) > 0) {
            // read until the buffer is full
        }
        return Arrays.equals(tail.array(), REPLACED_LINE);
    }

    private static void writeAtEnd(FileChannel channel, byte[] lines, Runnable midWrite) throws IOException {
        long end = channel.size();
        ByteBuffer buffer = ByteBuffer.wrap(lines);
        if (end > 0 && lastByte(channel, end) != NEWLINE) {
            buffer = ByteBuffer.allocate(lines.length + 1).put(NEWLINE).put(lines).flip();
        }
        int half = buffer.position() + buffer.remaining() / 2;
        long position = end;
        int limit = buffer.limit();
        buffer.limit(half);
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
        midWrite.run();
        buffer.limit(limit);
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }

    private static byte lastByte(FileChannel channel, long size) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(1);
        channel.read(one, size - 1);
        return one.get(0);
    }

    /**
     * Takes the OS lock. The JVM refuses a second lock on the same file even from another channel, which
     * happens only when two appender instances of this process touch one file; then wait for the other.
     */
    private static FileLock lockOs(FileChannel channel) throws IOException {
        while (true) {
            try {
                return channel.lock();
            } catch (OverlappingFileLockException e) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for the file lock", interrupted);
                }
            }
        }
    }

    /** What identifies the file a path names right now; {@code null} when there is none. */
    @FunctionalInterface
    interface FileIdentity {
        Object of(Path file) throws IOException;
    }

    private static Object fileKey(Path file) throws IOException {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            // Without file keys (some platforms) the identity check cannot be made; the path itself stands in.
            return key == null ? file.toAbsolutePath() : key;
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    private byte[] toLines(Path file, List<?> rows) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object row : rows) {
            byte[] line = toLine(file, row);
            out.write(line, 0, line.length);
            out.write(NEWLINE);
        }
        return out.toByteArray();
    }

    private byte[] toLine(Path file, Object row) {
        try {
            byte[] line = writer.writeValueAsBytes(row);
            for (byte b : line) {
                if (b == NEWLINE || b == '\r') {
                    throw new IllegalArgumentException("a row serialised to more than one line: a custom "
                            + "serializer wrote a raw line break; nothing was written to " + file);
                }
            }
            return line;
        } catch (JsonProcessingException e) {
            throw new StewardException("Could not write a row to " + file + ": " + e.getOriginalMessage()
                    + ". Nothing was written.", "This is a bug in Steward; please report it with the row.", e);
        }
    }
}
