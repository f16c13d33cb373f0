package dev.steward.eval;

import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A short hash of a result's column types and rows, independent of row order (an unordered query may return its
 * rows in another order each time). Two runs with different golden fingerprints mean the data or the golden SQL
 * changed, not the model.
 */
public final class ResultFingerprint {
    private ResultFingerprint() {
    }

    public static String of(QueryResult result) {
        String columns = result.columns().stream().map(ResultColumn::type).collect(Collectors.joining(","));
        List<String> rows = result.rows().stream().map(row -> String.join("\u001f", rowText(row))).sorted()
                .toList();
        return sha256(columns + "\n" + String.join("\n", rows) + (result.truncated() ? "\n…" : ""));
    }

    static List<String> rowText(List<Object> row) {
        return row.stream().map(String::valueOf).toList();
    }

    static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
