package dev.steward.migrate;

/**
 * One value a {@link Move} took out of an openmedallion file.
 *
 * @param move        the move's name
 * @param file        the file it came from, relative to the project (e.g. {@code metadata.yaml})
 * @param location    where in that file, e.g. {@code tables.products.stale_reason}
 * @param value       the value's text exactly as it was written there
 * @param destination where it went, e.g. {@code steward/tables.yaml tables.products.stale_reason}; for a value
 *                    rewritten in place (a glossary mapping becoming its text) the new form
 */
public record MovedValue(String move, String file, String location, String value, String destination) {

    /** One line of the dry run. */
    public String describe() {
        return file + " " + location + " → " + destination + ": " + oneLine(value);
    }

    private static String oneLine(String text) {
        String flat = text.strip().replaceAll("\\s*\\R\\s*", " ");
        return flat.length() <= 120 ? flat : flat.substring(0, 117) + "...";
    }
}
