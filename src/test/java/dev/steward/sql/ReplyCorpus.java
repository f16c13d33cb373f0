package dev.steward.sql;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads src/test/resources/sql/replies.txt: "=== group/label", the reply, then "&gt;&gt;&gt; statement" or
 * "&gt;&gt;&gt; REFUSED REASON".
 */
record ReplyCorpus(String group, String label, String reply, String expectedSql, RejectionReason refusal) {
    private static final String HEADER = "=== ";
    private static final String EXPECT = ">>> ";

    static List<ReplyCorpus> load() throws IOException {
        String text;
        try (InputStream in = ReplyCorpus.class.getResourceAsStream("/sql/replies.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<ReplyCorpus> cases = new ArrayList<>();
        String header = null;
        StringBuilder reply = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith(HEADER)) {
                header = line.substring(HEADER.length()).strip();
                reply.setLength(0);
            } else if (line.startsWith(EXPECT) && header != null) {
                cases.add(of(header, reply.toString(), line.substring(EXPECT.length()).strip()));
                header = null;
            } else if (header != null) {
                reply.append(line).append('\n');
            }
        }
        return cases;
    }

    private static ReplyCorpus of(String header, String reply, String expected) {
        int slash = header.indexOf('/');
        String group = header.substring(0, slash);
        String label = header.substring(slash + 1);
        String trimmed = reply.endsWith("\n") ? reply.substring(0, reply.length() - 1) : reply;
        if (expected.startsWith("REFUSED ")) {
            return new ReplyCorpus(group, label, trimmed, null,
                    RejectionReason.valueOf(expected.substring("REFUSED ".length()).strip()));
        }
        return new ReplyCorpus(group, label, trimmed, expected, null);
    }

    /** A dialect slip of another database's habits (not a reply shape). */
    boolean slip() {
        return !group.equals("shape");
    }

    @Override
    public String toString() {
        return group + "/" + label;
    }
}
