package dev.steward.store;

import dev.steward.error.SourceLocation;
import java.math.BigInteger;

/**
 * A scalar with its native value and its text.
 *
 * @param value    {@code null}, String, Boolean, Long, BigInteger (beyond long) or Double
 * @param text     the scalar's text after unquoting (for a null read from {@code ~}: "~")
 * @param location where the scalar starts
 */
public record LocatedScalar(Object value, String text, SourceLocation location) implements LocatedNode {

    public boolean isNull() {
        return value == null;
    }

    @Override
    public String kindName() {
        if (value == null) {
            return "null";
        }
        if (value instanceof Boolean) {
            return "a boolean";
        }
        if (value instanceof Long || value instanceof BigInteger || value instanceof Double) {
            return "a number";
        }
        return "text";
    }
}
