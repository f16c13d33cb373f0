package dev.steward.freshness;

import dev.steward.error.StewardException;
import dev.steward.metadata.TableNotes;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The freshness expectations of {@code steward/tables.yaml}: per table
 * {@code freshness: {column: <timestamp column>, sla: PT24H}} or {@code freshness: {file_time: true, sla: P1D}}.
 * An SLA is an ISO-8601 duration ({@code PT6H}, {@code P1D}) or a number with {@code m}, {@code h} or {@code d}.
 */
public final class FreshnessExpectations {
    private static final Pattern SHORT = Pattern.compile("(\\d+)\\s*([mhd])");

    private FreshnessExpectations() {
    }

    /**
     * @param file the tables file, for messages
     * @throws StewardException naming the file and the table when an expectation is malformed
     */
    public static List<FreshnessExpectation> of(TableNotes notes, Path file) {
        List<FreshnessExpectation> expectations = new ArrayList<>();
        notes.all().forEach((table, note) -> {
            Object value = note.other().get("freshness");
            if (value != null) {
                expectations.add(expectation(table, value, file));
            }
        });
        return expectations;
    }

    private static FreshnessExpectation expectation(String table, Object value, Path file) {
        if (!(value instanceof Map<?, ?> fields)) {
            throw malformed(file, table, "freshness must be a mapping with column or file_time, and sla");
        }
        Object column = fields.get("column");
        boolean fileTime = "true".equals(String.valueOf(fields.get("file_time")).toLowerCase(Locale.ROOT));
        if ((column == null) == !fileTime) {
            throw malformed(file, table, "freshness names either a column or file_time: true, not "
                    + (column == null ? "neither" : "both"));
        }
        Object sla = fields.get("sla");
        if (sla == null) {
            throw malformed(file, table, "freshness needs an sla such as PT24H or 1d");
        }
        Duration duration = sla(String.valueOf(sla)).filter(d -> !d.isNegative() && !d.isZero())
                .orElseThrow(() -> malformed(file, table, "sla '" + sla + "' is not a positive duration such as "
                        + "PT24H, P1D, 6h or 2d"));
        return new FreshnessExpectation(table, column == null ? null : String.valueOf(column), duration);
    }

    /** An ISO-8601 duration or a number of minutes, hours or days ({@code 90m}, {@code 24h}, {@code 2d}). */
    public static java.util.Optional<Duration> sla(String text) {
        String trimmed = text.strip();
        Matcher shortForm = SHORT.matcher(trimmed.toLowerCase(Locale.ROOT));
        if (shortForm.matches()) {
            long amount = Long.parseLong(shortForm.group(1));
            return java.util.Optional.of(switch (shortForm.group(2)) {
                case "m" -> Duration.ofMinutes(amount);
                case "h" -> Duration.ofHours(amount);
                default -> Duration.ofDays(amount);
            });
        }
        try {
            return java.util.Optional.of(Duration.parse(trimmed.toUpperCase(Locale.ROOT)));
        } catch (DateTimeParseException e) {
            return java.util.Optional.empty();
        }
    }

    private static StewardException malformed(Path file, String table, String what) {
        return new StewardException(file + ": table " + table + ": " + what + ".", "Correct the table's "
                + "freshness in " + file.getFileName() + " (docs/definitions.md, Freshness).");
    }
}
