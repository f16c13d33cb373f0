package dev.steward.examples;

/**
 * A literal turned into a slot: the SQL with {@code {slot}} in its place and a suggested spec (type, allowed values
 * from the column's profile, pattern, the literal as example, a description) for the steward to confirm or edit.
 *
 * @param sql       the template SQL after the change
 * @param slot      the slot name
 * @param suggested the suggested spec
 * @param column    the column the literal was compared with, or null when none was recognised
 */
public record SlotDraft(String sql, String slot, SlotSpec suggested, String column) {
}
