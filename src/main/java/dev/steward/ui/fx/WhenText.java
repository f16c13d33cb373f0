package dev.steward.ui.fx;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** A stored ISO-8601 instant as a person reads it: {@code 2026-11-29 13:00} in the local time zone. */
public final class WhenText {
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private WhenText() {
    }

    /** The instant in the machine's zone; text that is not an instant is returned as it is. */
    public static String local(String iso) {
        return in(iso, ZoneId.systemDefault());
    }

    static String in(String iso, ZoneId zone) {
        if (iso == null) {
            return "";
        }
        try {
            return LOCAL.withZone(zone).format(Instant.parse(iso));
        } catch (DateTimeParseException e) {
            return iso;
        }
    }
}
