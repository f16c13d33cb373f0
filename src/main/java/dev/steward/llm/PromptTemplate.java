package dev.steward.llm;

import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One prompt text with {@code {{placeholder}}} slots. Rendering is strict both ways: a slot without a value and a
 * value without a slot are programming errors and fail loudly, so a renamed placeholder cannot silently send the
 * model a prompt with a hole in it. Values are inserted once and never re-scanned, so a sample value containing
 * {@code {{x}}} stays literal.
 *
 * @param name the prompt's name, e.g. {@code metadata-draft-user}
 * @param text the raw text as stored in the resource
 */
public record PromptTemplate(String name, String text) {
    private static final Pattern SLOT = Pattern.compile("\\{\\{\\s*([A-Za-z][A-Za-z0-9_]*)\\s*}}");

    public PromptTemplate {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }

    /** The placeholder names in the text, sorted. */
    public Set<String> placeholders() {
        Set<String> names = new TreeSet<>();
        Matcher slot = SLOT.matcher(text);
        while (slot.find()) {
            names.add(slot.group(1));
        }
        return names;
    }

    /** The text with every placeholder replaced by {@code String.valueOf} of its value. */
    public String render(Map<String, ?> values) {
        Set<String> missing = new TreeSet<>(placeholders());
        missing.removeAll(values.keySet());
        Set<String> unused = new TreeSet<>(values.keySet());
        unused.removeAll(placeholders());
        if (!missing.isEmpty() || !unused.isEmpty()) {
            throw new IllegalArgumentException("prompt '" + name + "': no value for " + missing
                    + ", no placeholder for " + unused + " (placeholders: " + placeholders() + ")");
        }
        Matcher slot = SLOT.matcher(text);
        StringBuilder out = new StringBuilder(text.length() + 256);
        while (slot.find()) {
            Object value = values.get(slot.group(1));
            if (value == null) {
                throw new IllegalArgumentException("prompt '" + name + "': value of " + slot.group(1) + " is null");
            }
            slot.appendReplacement(out, Matcher.quoteReplacement(String.valueOf(value)));
        }
        slot.appendTail(out);
        return out.toString();
    }
}
