package dev.steward.eval;

import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the project's data is, cheaply: for every Parquet file a query may read (each table's file, under the name
 * SQL uses), its path, size, modification time and a hash of its footer (the Parquet metadata at the file's end:
 * row groups, row counts, column statistics and offsets). An unchanged fingerprint means the data a golden reads
 * cannot have changed short of a rewrite that keeps the size, the modification time and every byte of the footer,
 * so a golden's result may be reused while it holds (ADR 38). Reads a few KB per file; no query runs.
 *
 * @param files query name → "path|size|mtime|footer hash"
 */
public record DataFingerprint(Map<String, String> files) {
    private static final int MAGIC_AND_LENGTH = 8;
    private static final int MAX_FOOTER = 64 * 1024 * 1024;
    private static final int TAIL_WITHOUT_FOOTER = 64 * 1024;

    public DataFingerprint {
        files = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(files));
    }

    public static DataFingerprint of(Project project) {
        Map<String, String> files = new LinkedHashMap<>();
        for (ParquetTable table : project.tables()) {
            files.put(table.queryName(), fileOf(table.file()));
        }
        return new DataFingerprint(files);
    }

    private static String fileOf(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return file.toAbsolutePath().normalize() + "|" + attributes.size() + "|"
                    + attributes.lastModifiedTime().toMillis() + "|" + footerHash(file, attributes.size());
        } catch (IOException e) {
            // Unreadable now: a fingerprint that differs from the readable file's, so nothing is reused across it.
            return file.toAbsolutePath().normalize() + "|unreadable: " + e.getMessage();
        }
    }

    /** The footer's hash; a file that is not well-formed Parquet hashes its last 64 KB instead. */
    private static String footerHash(Path file, long size) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long start = Math.max(0, size - TAIL_WITHOUT_FOOTER);
            if (size >= 12) {
                ByteBuffer tail = read(channel, size - MAGIC_AND_LENGTH, MAGIC_AND_LENGTH);
                int length = tail.order(ByteOrder.LITTLE_ENDIAN).getInt(0);
                boolean magic = "PAR1".equals(new String(tail.array(), 4, 4, StandardCharsets.US_ASCII));
                if (magic && length > 0 && length <= MAX_FOOTER && length <= size - 12) {
                    start = size - MAGIC_AND_LENGTH - length;
                }
            }
            return sha256(read(channel, start, (int) (size - start)));
        }
    }

    private static ByteBuffer read(FileChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                break;
            }
        }
        return buffer;
    }

    private static String sha256(ByteBuffer bytes) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(bytes.array(), 0, bytes.position());
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
