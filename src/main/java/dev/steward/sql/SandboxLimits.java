package dev.steward.sql;

import java.util.regex.Pattern;

/**
 * How much memory and temp disk one project's sandbox may use; DuckDB enforces both ({@code memory_limit},
 * {@code max_temp_directory_size}) and answers a query that needs more with an "Out of Memory Error" instead of
 * growing the app. The defaults leave the app's ~500 MB idle budget room on an 8 GB machine (ADR 0006).
 *
 * @param memoryLimit      DuckDB size text, e.g. {@code 1GB}
 * @param tempDirectoryMax DuckDB size text for spilled data, e.g. {@code 2GB}
 */
public record SandboxLimits(String memoryLimit, String tempDirectoryMax) {
    public static final String DEFAULT_MEMORY_LIMIT = "1GB";
    public static final String DEFAULT_TEMP_DIRECTORY_MAX = "2GB";
    private static final Pattern SIZE = Pattern.compile("\\d{1,6}(\\.\\d{1,3})?\\s?(KB|MB|GB|TB|KiB|MiB|GiB|TiB)",
            Pattern.CASE_INSENSITIVE);

    public SandboxLimits {
        memoryLimit = checked(memoryLimit, DEFAULT_MEMORY_LIMIT, "memory limit");
        tempDirectoryMax = checked(tempDirectoryMax, DEFAULT_TEMP_DIRECTORY_MAX, "temp directory limit");
    }

    public static SandboxLimits defaults() {
        return new SandboxLimits(null, null);
    }

    private static String checked(String value, String fallback, String what) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        String text = value.strip();
        if (!SIZE.matcher(text).matches()) {
            throw new IllegalArgumentException("The sandbox " + what + " '" + value
                    + "' is not a size like 512MB or 2GB.");
        }
        return text;
    }
}
