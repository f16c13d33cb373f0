package dev.steward.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a user sets once and Steward remembers. Immutable; the {@code with...} methods return a changed copy.
 *
 * @param llmBaseUrl     Ollama's base URL
 * @param llmModel       the Ollama model that writes drafts and SQL
 * @param theme          "light" or "dark"
 * @param userName       recorded with every curation decision and chat turn; blank means the OS login name
 * @param recentProjects most recent first, at most {@value #MAX_RECENT}
 * @param llmTimeoutSeconds   how long one LLM call may take (0 or less: {@value #DEFAULT_LLM_TIMEOUT_SECONDS})
 * @param queryTimeoutSeconds how long one query may run (0 or less: {@value #DEFAULT_QUERY_TIMEOUT_SECONDS})
 * @param rowCap              rows kept of one result (0 or less: {@value #DEFAULT_ROW_CAP})
 */
public record UserSettings(String llmBaseUrl, String llmModel, String theme, String userName,
                           List<Path> recentProjects, int llmTimeoutSeconds, int queryTimeoutSeconds, int rowCap) {
    public static final int MAX_RECENT = 10;
    public static final String DEFAULT_LLM_URL = "http://localhost:11434";
    public static final String DEFAULT_LLM_MODEL = "qwen2.5-coder:7b";
    public static final int DEFAULT_LLM_TIMEOUT_SECONDS = 120;
    public static final int DEFAULT_QUERY_TIMEOUT_SECONDS = 30;
    public static final int DEFAULT_ROW_CAP = 1_000;

    public UserSettings {
        llmBaseUrl = blankTo(llmBaseUrl, DEFAULT_LLM_URL);
        llmModel = blankTo(llmModel, DEFAULT_LLM_MODEL);
        theme = "dark".equals(theme) ? "dark" : "light";
        userName = userName == null ? "" : userName.trim();
        recentProjects = recentProjects == null ? List.of() : List.copyOf(recentProjects);
        llmTimeoutSeconds = llmTimeoutSeconds > 0 ? llmTimeoutSeconds : DEFAULT_LLM_TIMEOUT_SECONDS;
        queryTimeoutSeconds = queryTimeoutSeconds > 0 ? queryTimeoutSeconds : DEFAULT_QUERY_TIMEOUT_SECONDS;
        rowCap = rowCap > 0 ? rowCap : DEFAULT_ROW_CAP;
    }

    /** The settings of before timeouts and the row cap were settable: those take their defaults. */
    public UserSettings(String llmBaseUrl, String llmModel, String theme, String userName, List<Path> recentProjects) {
        this(llmBaseUrl, llmModel, theme, userName, recentProjects, 0, 0, 0);
    }

    public static UserSettings defaults() {
        return new UserSettings(null, null, null, null, null);
    }

    /** Moves (or adds) the project to the top of the recent list. */
    public UserSettings withRecentProject(Path project) {
        Path normalized = project.toAbsolutePath().normalize();
        List<Path> recent = new ArrayList<>(recentProjects);
        recent.remove(normalized);
        recent.add(0, normalized);
        return withRecentProjects(recent.subList(0, Math.min(recent.size(), MAX_RECENT)));
    }

    public UserSettings withoutRecentProject(Path project) {
        List<Path> recent = new ArrayList<>(recentProjects);
        recent.remove(project.toAbsolutePath().normalize());
        return withRecentProjects(recent);
    }

    public UserSettings withRecentProjects(List<Path> recent) {
        return new UserSettings(llmBaseUrl, llmModel, theme, userName, recent, llmTimeoutSeconds,
                queryTimeoutSeconds, rowCap);
    }

    public UserSettings withTheme(String newTheme) {
        return new UserSettings(llmBaseUrl, llmModel, newTheme, userName, recentProjects, llmTimeoutSeconds,
                queryTimeoutSeconds, rowCap);
    }

    public UserSettings withUserName(String name) {
        return new UserSettings(llmBaseUrl, llmModel, theme, name, recentProjects, llmTimeoutSeconds,
                queryTimeoutSeconds, rowCap);
    }

    public UserSettings withLlm(String baseUrl, String model) {
        return new UserSettings(baseUrl, model, theme, userName, recentProjects, llmTimeoutSeconds,
                queryTimeoutSeconds, rowCap);
    }

    /** Timeouts in seconds and the row cap; 0 or less means the default. */
    public UserSettings withLimits(int llmTimeout, int queryTimeout, int maxRows) {
        return new UserSettings(llmBaseUrl, llmModel, theme, userName, recentProjects, llmTimeout, queryTimeout,
                maxRows);
    }

    private static String blankTo(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value.trim();
    }
}
