package dev.steward.settings;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Start-up phases as milliseconds since the launch, printed to stderr as {@code startup: <ms> ms <phase>} when
 * the environment sets {@code STEWARD_STARTUP_TIMELINE=1} (docs/performance.md reads them; the bench parses them).
 * The zero is {@code STEWARD_LAUNCHED_AT_MS} (epoch milliseconds, which the {@code ./steward} launcher sets before
 * it does anything) or else the JVM's start. Off by default: then {@link #mark} only reads the flag.
 */
public final class StartupTimeline {
    /** The environment variable that turns the timeline on. */
    public static final String ENABLED = "STEWARD_STARTUP_TIMELINE";
    /** Set by the launcher script to {@code date +%s%3N} before it checks freshness or starts Java. */
    public static final String LAUNCHED_AT = "STEWARD_LAUNCHED_AT_MS";

    private final boolean enabled;
    private final long zeroEpochMs;
    private final long jvmStartEpochMs;
    private final PrintStream out;

    StartupTimeline(Map<String, String> environment, long jvmStartEpochMs, PrintStream out) {
        this.enabled = "1".equals(environment.get(ENABLED));
        this.jvmStartEpochMs = jvmStartEpochMs;
        this.zeroEpochMs = parse(environment.get(LAUNCHED_AT)).orElse(jvmStartEpochMs);
        this.out = out;
    }

    /** The timeline of this process (its environment, its start, stderr). */
    public static StartupTimeline ofThisProcess() {
        Map<String, String> environment = System.getenv();
        // The JVM's own record (the launcher script exec's java: the process started before the JVM did); read
        // only when the timeline is on, since the management classes cost start-up time themselves.
        long jvmStart = "1".equals(environment.get(ENABLED)) ? ManagementFactory.getRuntimeMXBean().getStartTime()
                : 0;
        return new StartupTimeline(environment, jvmStart, System.err);
    }

    /** Prints {@code phase} with the milliseconds since the launch, if the timeline is on. */
    public static void mark(String phase) {
        ofThisProcess().markAt(phase, System.currentTimeMillis());
    }

    void markAt(String phase, long nowEpochMs) {
        if (enabled) {
            out.println(String.format(Locale.ROOT, "startup: %d ms %s", nowEpochMs - zeroEpochMs, phase));
            out.flush();
        }
    }

    /** Call first thing in main(): marks the JVM's start (the launcher's share is before it) and main's. */
    public void markMain() {
        markAt("JVM process started", jvmStartEpochMs);
        markAt("main() entered", System.currentTimeMillis());
    }

    private static Optional<Long> parse(String value) {
        try {
            return value == null || value.isBlank() ? Optional.empty() : Optional.of(Long.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
