package dev.steward.catalog;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

/**
 * openmedallion's schema fingerprint, bit-identical: sort (name, type) pairs by name then type, render
 * each as {@code name:type}, join with {@code |}, SHA-256, first 16 lowercase hex characters.
 * It ignores column order; any change of a column's name or type, or of the set of columns, changes it.
 */
public final class SchemaFingerprint {
    private SchemaFingerprint() {
    }

    public static String of(List<ColumnSchema> columns) {
        String canonical = columns.stream()
                .sorted(Comparator.comparing(ColumnSchema::name).thenComparing(ColumnSchema::type))
                .map(c -> c.name() + ":" + c.type())
                .collect(Collectors.joining("|"));
        return sha256Hex(canonical).substring(0, 16);
    }

    static String sha256Hex(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
