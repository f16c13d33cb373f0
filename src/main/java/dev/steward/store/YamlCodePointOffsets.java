package dev.steward.store;

/**
 * Converts snakeyaml-engine mark indexes, which count Unicode code points, into Java {@code char} offsets,
 * which differ as soon as a character outside the BMP (emoji, rare CJK) precedes the position.
 */
final class YamlCodePointOffsets {

    /** Char offset of each code point index; null when the text has no surrogate pairs (identity mapping). */
    private final int[] charOffsets;
    private final int length;

    YamlCodePointOffsets(String text) {
        this.length = text.length();
        this.charOffsets = hasSurrogates(text) ? table(text) : null;
    }

    int charOffset(int codePointIndex) {
        if (charOffsets == null) {
            return Math.min(codePointIndex, length);
        }
        return charOffsets[Math.min(codePointIndex, charOffsets.length - 1)];
    }

    private static boolean hasSurrogates(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static int[] table(String text) {
        int[] table = new int[text.codePointCount(0, text.length()) + 1];
        int charIndex = 0;
        for (int cp = 0; cp < table.length - 1; cp++) {
            table[cp] = charIndex;
            charIndex += Character.charCount(text.codePointAt(charIndex));
        }
        table[table.length - 1] = charIndex;
        return table;
    }
}
