package dev.steward.settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The per-user folders Steward writes to, following each OS's convention (never the install folder):
 * Linux XDG ({@code ~/.config/steward}, {@code ~/.cache/steward}, {@code ~/.local/share/steward}), macOS
 * {@code ~/Library/Application Support/Steward} and {@code ~/Library/Caches/Steward}, Windows
 * {@code %APPDATA%\Steward} and {@code %LOCALAPPDATA%\Steward}. {@code STEWARD_HOME} puts all three under
 * one folder (handy for tests, portable installs and CI).
 */
public record AppDirectories(Path configDir, Path cacheDir, Path dataDir) {

    public static AppDirectories forCurrentUser(Map<String, String> env) {
        return of(env, System.getProperty("os.name", ""), Path.of(System.getProperty("user.home")));
    }

    static AppDirectories of(Map<String, String> env, String osName, Path home) {
        String stewardHome = env.get("STEWARD_HOME");
        if (stewardHome != null && !stewardHome.isBlank()) {
            Path base = Path.of(stewardHome);
            return new AppDirectories(base.resolve("config"), base.resolve("cache"), base.resolve("data"));
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            Path roaming = pathOr(env, "APPDATA", home.resolve("AppData/Roaming")).resolve("Steward");
            Path local = pathOr(env, "LOCALAPPDATA", home.resolve("AppData/Local")).resolve("Steward");
            return new AppDirectories(roaming, local.resolve("cache"), local.resolve("data"));
        }
        if (os.contains("mac")) {
            Path support = home.resolve("Library/Application Support/Steward");
            return new AppDirectories(support, home.resolve("Library/Caches/Steward"), support);
        }
        return new AppDirectories(pathOr(env, "XDG_CONFIG_HOME", home.resolve(".config")).resolve("steward"),
                pathOr(env, "XDG_CACHE_HOME", home.resolve(".cache")).resolve("steward"),
                pathOr(env, "XDG_DATA_HOME", home.resolve(".local/share")).resolve("steward"));
    }

    public Path settingsFile() {
        return configDir.resolve("settings.json");
    }

    private static Path pathOr(Map<String, String> env, String key, Path fallback) {
        String value = env.get(key);
        return value == null || value.isBlank() ? fallback : Path.of(value);
    }
}
