package dev.steward.store;

import java.math.BigDecimal;
import java.time.temporal.TemporalAccessor;
import java.util.Set;

/**
 * Writes one scalar value as YAML text that reads back as exactly that value. Strings are written plain
 * when a YAML 1.1 or 1.2 reader (PyYAML, SnakeYAML, Jackson) would read them back as the same string, else
 * double-quoted with escapes; unicode stays unescaped. A preferred style (the style of the scalar being
 * replaced) is honoured when the new value can be written that way: folded {@code >-} and literal {@code |}
 * block scalars, single quotes.
 */
final class YamlScalarWriter {

    /** Words that YAML 1.1 or 1.2 resolve to null or a boolean. */
    private static final Set<String> RESERVED_WORDS = Set.of("~", "null", "Null", "NULL",
            "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
            "FALSE", "on", "On", "ON", "off", "Off", "OFF", "<<", "=");
    private static final String LEADING_INDICATORS = "-?:,[]{}#&*!|>'\"%@`";
    private static final String FLOW_INDICATORS = ",[]{}";
    private static final int FOLD_WIDTH = 80;

    private final String lineBreak;

    YamlScalarWriter(String lineBreak) {
        this.lineBreak = lineBreak;
    }

    static boolean isScalarValue(Object value) {
        return value == null || value instanceof String || value instanceof Number || value instanceof Boolean
                || value instanceof Character || value instanceof TemporalAccessor || value instanceof Enum<?>;
    }

    /**
     * The scalar as it goes after {@code key: } or {@code - }. {@code indent} is the column block scalar
     * content lines start at; {@code flow} forbids block scalars and flow indicators in plain scalars.
     */
    String write(Object value, YamlNode.ScalarStyle preferred, boolean flow, int indent) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Boolean || value instanceof Number) {
            return number(value);
        }
        if (value instanceof TemporalAccessor) {
            return value.toString(); // dates are written plain, as PyYAML does (2024-01-05)
        }
        if (!(value instanceof String) && !(value instanceof Character) && !(value instanceof Enum<?>)) {
            throw new IllegalArgumentException("cannot write a " + value.getClass().getSimpleName() + " as a YAML scalar");
        }
        boolean blockStyle = preferred == YamlNode.ScalarStyle.FOLDED || preferred == YamlNode.ScalarStyle.LITERAL;
        return string(value.toString(), flow && blockStyle ? YamlNode.ScalarStyle.PLAIN : preferred, flow, indent);
    }

    private static String number(Object value) {
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d)) {
                return ".nan";
            }
            if (Double.isInfinite(d)) {
                return d > 0 ? ".inf" : "-.inf";
            }
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toString();
        }
        return value.toString();
    }

    private String string(String s, YamlNode.ScalarStyle preferred, boolean flow, int indent) {
        switch (preferred) {
            case FOLDED:
                if (isFoldable(s)) {
                    return ">-" + lineBreak + folded(s, indent);
                }
                break;
            case LITERAL:
                if (isLiteralSafe(s)) {
                    return literal(s, indent);
                }
                break;
            case SINGLE_QUOTED:
                if (allPrintable(s, true)) { // no line breaks: quotes would fold them into spaces
                    return "'" + s.replace("'", "''") + "'";
                }
                break;
            case DOUBLE_QUOTED:
                return doubleQuoted(s);
            default:
                break;
        }
        return isPlainSafe(s, flow) ? s : doubleQuoted(s);
    }

    /** True when {@code s} written plain reads back as the same string under YAML 1.1 and 1.2 rules. */
    static boolean isPlainSafe(String s, boolean flow) {
        if (s.isEmpty() || RESERVED_WORDS.contains(s) || !allPrintable(s, true)) {
            return false;
        }
        char first = s.charAt(0);
        char last = s.charAt(s.length() - 1);
        if (LEADING_INDICATORS.indexOf(first) >= 0 || Character.isSpaceChar(first) || Character.isSpaceChar(last)
                || Character.isWhitespace(last) || last == ':') {
            return false;
        }
        if (looksNumeric(s) || s.contains(": ") || s.contains(" #") || s.startsWith("...")) {
            return false;
        }
        if (flow) {
            for (int i = 0; i < s.length(); i++) {
                if (FLOW_INDICATORS.indexOf(s.charAt(i)) >= 0 || s.charAt(i) == ':') {
                    return false;
                }
            }
        }
        return true;
    }

    /** Numbers, dates, times, .inf and .nan all start like this; quoting them all is the safe side. */
    private static boolean looksNumeric(String s) {
        char first = s.charAt(0);
        if (Character.isDigit(first)) {
            return true;
        }
        if ((first == '+' || first == '.') && s.length() > 1) {
            char second = s.charAt(1);
            return Character.isDigit(second) || second == '.' || Character.isLetter(second);
        }
        return false;
    }

    /** YAML's printable set; plain scalars additionally exclude tabs and line breaks. */
    private static boolean allPrintable(String s, boolean plain) {
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            boolean breakOrTab = cp == '\n' || cp == '\r' || cp == '\t' || cp == 0x85 || cp == 0x2028 || cp == 0x2029;
            if ((plain && breakOrTab) || (!breakOrTab && !isPrintable(cp)) || cp == 0xFEFF) {
                return false;
            }
        }
        return true;
    }

    private static boolean isPrintable(int cp) {
        return (cp >= 0x20 && cp <= 0x7E) || cp == 0x85 || (cp >= 0xA0 && cp <= 0xD7FF)
                || (cp >= 0xE000 && cp <= 0xFFFD && cp != 0xFEFF) || (cp >= 0x10000 && cp <= 0x10FFFF);
    }

    static String doubleQuoted(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            out.append(escape(cp));
        }
        return out.append('"').toString();
    }

    private static String escape(int cp) {
        return switch (cp) {
            case '"' -> "\\\"";
            case '\\' -> "\\\\";
            case '\n' -> "\\n";
            case '\t' -> "\\t";
            case '\r' -> "\\r";
            case 0 -> "\\0";
            case 0x07 -> "\\a";
            case '\b' -> "\\b";
            case 0x0B -> "\\v";
            case '\f' -> "\\f";
            case 0x1B -> "\\e";
            // NEL and the unicode line/paragraph separators are line breaks in YAML: escape them
            case 0x85, 0x2028, 0x2029 -> String.format(cp <= 0xFF ? "\\x%02X" : "\\u%04X", cp);
            default -> isPrintable(cp) ? new String(Character.toChars(cp))
                    : cp <= 0xFF ? String.format("\\x%02X", cp) : String.format("\\u%04X", cp);
        };
    }

    /** One line of printable text without edge spaces folds losslessly when broken at single spaces. */
    private static boolean isFoldable(String s) {
        return !s.isEmpty() && allPrintable(s, true) && s.charAt(0) != ' ' && s.charAt(s.length() - 1) != ' ';
    }

    private String folded(String s, int indent) {
        String pad = " ".repeat(indent);
        StringBuilder out = new StringBuilder(pad);
        int lineStart = 0;
        int lastBreak = -1;
        for (int i = 1; i < s.length() - 1; i++) {
            boolean breakable = s.charAt(i) == ' ' && s.charAt(i - 1) != ' ' && s.charAt(i + 1) != ' ';
            if (breakable) {
                if (indent + i - lineStart > FOLD_WIDTH && lastBreak > lineStart) {
                    out.append(s, lineStart, lastBreak).append(lineBreak).append(pad);
                    lineStart = lastBreak + 1;
                }
                lastBreak = i;
            }
        }
        if (indent + s.length() - lineStart > FOLD_WIDTH && lastBreak > lineStart) {
            out.append(s, lineStart, lastBreak).append(lineBreak).append(pad);
            lineStart = lastBreak + 1;
        }
        return out.append(s, lineStart, s.length()).toString();
    }

    /** Literal keeps every line as written; we only use it when chomping and indentation are unambiguous. */
    private static boolean isLiteralSafe(String s) {
        // a kept final line break would vanish at the end of a file without one, so only "|-" is used
        if (s.isEmpty() || s.charAt(0) == ' ' || s.charAt(0) == '\n' || s.endsWith("\n") || !allPrintable(s, false)
                || s.indexOf('\r') >= 0 || s.indexOf('\t') >= 0 || s.indexOf(0x85) >= 0 || s.indexOf(0x2028) >= 0
                || s.indexOf(0x2029) >= 0) {
            return false;
        }
        for (String line : s.split("\n", -1)) {
            if (!line.isEmpty() && line.isBlank()) {
                return false;
            }
        }
        return true;
    }

    private String literal(String s, int indent) {
        String pad = " ".repeat(indent);
        StringBuilder out = new StringBuilder("|-");
        for (String line : s.split("\n", -1)) {
            out.append(lineBreak);
            if (!line.isEmpty()) {
                out.append(pad).append(line);
            }
        }
        return out.toString();
    }
}
