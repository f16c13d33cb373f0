package dev.steward.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {
    @TempDir
    Path tmp;

    @Test
    void missingFileGivesDefaults() {
        UserSettings settings = new SettingsStore(tmp.resolve("none/settings.json")).load();

        assertThat(settings).isEqualTo(UserSettings.defaults());
        assertThat(settings.llmBaseUrl()).isEqualTo("http://localhost:11434");
        assertThat(settings.llmModel()).isEqualTo("qwen2.5-coder:7b");
        assertThat(settings.theme()).isEqualTo("light");
    }

    @Test
    void savesAndLoadsEveryField() {
        SettingsStore store = new SettingsStore(tmp.resolve("cfg/settings.json"));
        UserSettings saved = UserSettings.defaults().withTheme("dark").withUserName(" Alice Chen ")
                .withLlm("http://gpu-box:11434", "llama3.2").withRecentProject(tmp.resolve("a"))
                .withRecentProject(tmp.resolve("b")).withLimits(45, 12, 250);

        store.save(saved);

        assertThat(store.load()).isEqualTo(saved);
        assertThat(store.load().rowCap()).isEqualTo(250);
        assertThat(store.load().llmTimeoutSeconds()).isEqualTo(45);
        assertThat(store.load().queryTimeoutSeconds()).isEqualTo(12);
        assertThat(saved.userName()).isEqualTo("Alice Chen");
        assertThat(saved.recentProjects()).containsExactly(tmp.resolve("b"), tmp.resolve("a"));
    }

    @Test
    void recentProjectsMoveToTheTopWithoutDuplicatesAndAreCapped() {
        UserSettings settings = UserSettings.defaults();
        for (int i = 0; i < 15; i++) {
            settings = settings.withRecentProject(tmp.resolve("p" + i));
        }
        settings = settings.withRecentProject(tmp.resolve("p10"));

        assertThat(settings.recentProjects()).hasSize(UserSettings.MAX_RECENT).startsWith(tmp.resolve("p10"))
                .doesNotHaveDuplicates();
        assertThat(settings.withoutRecentProject(tmp.resolve("p10")).recentProjects()).doesNotContain(
                tmp.resolve("p10"));
    }

    @Test
    void brokenFileGivesDefaultsAndAWarningAndIsLeftAlone() throws IOException {
        Path file = tmp.resolve("settings.json");
        Files.writeString(file, "{not json");
        SettingsStore store = new SettingsStore(file);

        assertThat(store.load()).isEqualTo(UserSettings.defaults());
        assertThat(store.lastWarning()).get().asString().contains(file.toString(), "defaults");
        assertThat(Files.readString(file)).isEqualTo("{not json");
    }

    @Test
    void directoriesFollowEachOsConvention() {
        Path home = Path.of("/home/u");
        assertThat(AppDirectories.of(Map.of(), "Linux", home).configDir()).isEqualTo(home.resolve(".config/steward"));
        assertThat(AppDirectories.of(Map.of("XDG_CACHE_HOME", "/c"), "Linux", home).cacheDir())
                .isEqualTo(Path.of("/c/steward"));
        assertThat(AppDirectories.of(Map.of(), "Mac OS X", home).configDir())
                .isEqualTo(home.resolve("Library/Application Support/Steward"));
        assertThat(AppDirectories.of(Map.of("APPDATA", "C:/Users/u/AppData/Roaming"), "Windows 11", home)
                .configDir()).isEqualTo(Path.of("C:/Users/u/AppData/Roaming/Steward"));
        assertThat(AppDirectories.of(Map.of("STEWARD_HOME", "/tmp/sh"), "Linux", home).settingsFile())
                .isEqualTo(Path.of("/tmp/sh/config/settings.json"));
    }
}
