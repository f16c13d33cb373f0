package dev.steward.examples;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One {@code {param}} slot of a template. openmedallion writes a plain description string; Steward also
 * reads a slot object with a type and constraints.
 *
 * @param description what the slot means, e.g. "quarter code such as 2024-Q2", may be null in a slot object
 * @param type        how values are checked, or null when not stated (plain form)
 * @param values      allowed values for an enum slot, as text; never null
 * @param pattern     regular expression for a pattern slot, or null
 * @param example     a sample value, or null
 * @param plainForm   true when the file wrote only the description string, so writers can keep the form
 * @param synonyms    for an enum slot, other words people use for an allowed value ({@code "won": ["closed_won"]}
 *                    is written {@code {"closed_won": ["won", "closed"]}}); never null
 */
public record SlotSpec(String description, SlotType type, List<String> values, String pattern, String example,
                       boolean plainForm, Map<String, List<String>> synonyms) {

    public SlotSpec {
        values = values == null ? List.of() : List.copyOf(values);
        Map<String, List<String>> copy = new LinkedHashMap<>();
        if (synonyms != null) {
            synonyms.forEach((value, words) -> copy.put(value, List.copyOf(words)));
        }
        synonyms = Collections.unmodifiableMap(copy);
    }

    /** A slot without value synonyms. */
    public SlotSpec(String description, SlotType type, List<String> values, String pattern, String example,
                    boolean plainForm) {
        this(description, type, values, pattern, example, plainForm, Map.of());
    }

    /** openmedallion's form: just a description. */
    public static SlotSpec plain(String description) {
        return new SlotSpec(description, null, List.of(), null, null, true);
    }
}
