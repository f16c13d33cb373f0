package dev.steward.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThemeSettingTest {
    @TempDir
    Path temp;

    @Test
    void readsTheThemeTheSettingsStoreWrote() {
        Path file = temp.resolve("settings.json");
        SettingsStore store = new SettingsStore(file);
        UserSettings defaults = UserSettings.defaults();
        store.save(new UserSettings(defaults.llmBaseUrl(), defaults.llmModel(), "dark", "ada",
                List.of(temp.resolve("p")), 30, 20, 500));

        assertThat(ThemeSetting.read(file)).hasValue("dark");
        assertThat(ThemeSetting.read(file)).hasValue(store.load().theme());
    }

    @Test
    void onlyTheTopLevelKeyCountsAndAnythingOddIsEmpty() throws Exception {
        Path file = temp.resolve("settings.json");
        Files.writeString(file, "{\"recent_projects\": [\"/a\", {\"theme\": \"dark\"}], \"other\": {\"theme\": \"dark\"},"
                + " \"theme\": \"light\"}");
        assertThat(ThemeSetting.read(file)).hasValue("light");
        Files.writeString(file, "{\"other\": {\"theme\": \"dark\"}}");
        assertThat(ThemeSetting.read(file)).isEmpty();
        Files.writeString(file, "{\"theme\": ");
        assertThat(ThemeSetting.read(file)).isEmpty();
        Files.writeString(file, "[\"theme\", \"dark\"]");
        assertThat(ThemeSetting.read(file)).isEmpty();
        Files.writeString(file, "{\"theme\": 7}");
        assertThat(ThemeSetting.read(file)).isEmpty();
        assertThat(ThemeSetting.read(temp.resolve("missing.json"))).isEmpty();
    }
}
