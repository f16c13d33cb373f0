package dev.steward.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/** The deterministic contents the crash tests write in a child JVM and check in the parent. */
final class CrashTestContent {
    static final byte[] ORIGINAL = "original content\n".getBytes(StandardCharsets.UTF_8);
    static final byte[] VERSION_A = pseudoRandomText(1, 300_000);
    static final byte[] VERSION_B = pseudoRandomText(2, 200_000);

    private CrashTestContent() {
    }

    /**
     * Distinct printable content, so a mix of A and B (or a prefix) can never equal either. A cheap
     * linear-congruential sequence, not java.util.Random: the child JVM builds it while still interpreted.
     */
    static byte[] pseudoRandomText(long seed, int size) {
        byte[] bytes = new byte[size];
        long state = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < size; i++) {
            state = state * 6364136223846793005L + 1442695040888963407L;
            bytes[i] = (byte) ('a' + (int) ((state >>> 33) % 26));
        }
        return bytes;
    }

    /**
     * Row {@code seq} of the append test: mostly 100 B to 2 KB, every eighth row 32 to 160 KB, so that some
     * appends take long enough (several pages) for a kill to cut them short.
     */
    static Map<String, Object> row(int seq) {
        Random random = new Random(seq);
        int size = seq % 8 == 7 ? 32_000 + random.nextInt(128_000) : 100 + random.nextInt(2_000);
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("seq", seq);
        row.put("payload", new String(pseudoRandomText(seq, size), StandardCharsets.US_ASCII));
        return row;
    }

    /** The exact line (without its newline) the appender writes for row {@code seq}. */
    static String line(int seq) {
        return Lines.MEMO.computeIfAbsent(seq, Lines::serialise);
    }

    /** Kept apart so that the atomic-write child, which never needs Jackson, does not pay for loading it. */
    private static final class Lines {
        private static final ObjectMapper MAPPER = new ObjectMapper();
        // A test-only memo: the parent checks the whole file after every kill.
        private static final Map<Integer, String> MEMO = new ConcurrentHashMap<>();

        private static String serialise(int seq) {
            try {
                return MAPPER.writeValueAsString(row(seq));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
