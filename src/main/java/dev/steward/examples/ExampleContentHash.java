package dev.steward.examples;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * openmedallion's example identity, bit-identical: SHA-256 of the UTF-8 bytes of
 * {@code question + "\u0000" + sql}, first 12 lowercase hex characters. Examples have no other natural key.
 */
public final class ExampleContentHash {
    private ExampleContentHash() {
    }

    public static String of(String question, String sql) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((question + "\u0000" + sql).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }
}
