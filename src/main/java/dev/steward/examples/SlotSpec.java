package dev.steward.examples;

import java.util.List;

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
 */
public record SlotSpec(String description, SlotType type, List<String> values, String pattern, String example,
                       boolean plainForm) {

    public SlotSpec {
        values = values == null ? List.of() : List.copyOf(values);
    }

    /** openmedallion's form: just a description. */
    public static SlotSpec plain(String description) {
        return new SlotSpec(description, null, List.of(), null, null, true);
    }
}
