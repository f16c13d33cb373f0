package dev.steward.project;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.Properties;

/**
 * Who holds a project's lock, as written into {@code .steward/lock} for the benefit of the next process
 * that is refused. Purely informational: the OS lock decides, so a stale file left by a dead process
 * blocks nothing.
 *
 * @param pid         the holding process
 * @param host        the machine it runs on
 * @param description what it is, e.g. "the Steward desktop app" or "steward metadata generate"
 * @param since       when it took the lock
 */
public record ProjectLockHolder(long pid, String host, String description, Instant since) {

    private static final DateTimeFormatter CLOCK_TIME =
            DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneOffset.UTC);

    /** {@code the Steward desktop app (pid 4242 on host, since 12:01 UTC)}. */
    public String describe() {
        return description + " (pid " + pid + " on " + host + ", since " + CLOCK_TIME.format(since) + " UTC)";
    }

    /** The lock file's content: a small properties text, one fact per line. */
    String toFileText() {
        return "pid=" + pid + "\nhost=" + oneLine(host) + "\nholder=" + oneLine(description)
                + "\nsince=" + since + "\n";
    }

    /** Parses {@link #toFileText()}; empty when the file is empty, half-written or not ours. */
    static Optional<ProjectLockHolder> parse(String text) {
        Properties properties = new Properties();
        for (String line : text.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                properties.setProperty(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        try {
            return Optional.of(new ProjectLockHolder(Long.parseLong(properties.getProperty("pid")),
                    properties.getProperty("host"), properties.getProperty("holder"),
                    Instant.parse(properties.getProperty("since"))));
        } catch (RuntimeException e) {
            return Optional.empty(); // caught mid-write or damaged: only the fact of the lock is known
        }
    }

    private static String oneLine(String text) {
        return text.replace('\n', ' ').replace('\r', ' ');
    }
}
