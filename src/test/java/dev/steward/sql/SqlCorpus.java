package dev.steward.sql;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a corpus file of src/test/resources/sql: "-- case: label [=> REASON | => BOUNDED]" headers, each followed by
 * SQL. BOUNDED cases may pass the gate but must end within the test's limits ({@link #bounded()}).
 */
record SqlCorpus(String label, String sql, RejectionReason expected, boolean bounded) {
    private static final String HEADER = "-- case: ";
    private static final String BOUNDED = "BOUNDED";

    static List<SqlCorpus> load(String resource, Map<String, String> placeholders) throws IOException {
        String text;
        try (InputStream in = SqlCorpus.class.getResourceAsStream(resource)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<SqlCorpus> cases = new ArrayList<>();
        String header = null;
        StringBuilder body = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (line.startsWith(HEADER)) {
                addCase(cases, header, body, placeholders);
                header = line.substring(HEADER.length());
                body.setLength(0);
            } else if (header != null) {
                body.append(line).append('\n');
            }
        }
        addCase(cases, header, body, placeholders);
        return cases;
    }

    private static void addCase(List<SqlCorpus> cases, String header, StringBuilder body,
                                Map<String, String> placeholders) {
        if (header == null) {
            return;
        }
        String sql = body.toString();
        for (Map.Entry<String, String> p : placeholders.entrySet()) {
            sql = sql.replace("${" + p.getKey() + "}", p.getValue());
        }
        int arrow = header.lastIndexOf(" => ");
        String outcome = arrow < 0 ? "" : header.substring(arrow + 4).strip();
        boolean bounded = outcome.equals(BOUNDED);
        RejectionReason reason = arrow < 0 || bounded ? null : RejectionReason.valueOf(outcome);
        cases.add(new SqlCorpus(arrow < 0 ? header : header.substring(0, arrow), sql.strip(), reason, bounded));
    }

    @Override
    public String toString() {
        return label;
    }
}
