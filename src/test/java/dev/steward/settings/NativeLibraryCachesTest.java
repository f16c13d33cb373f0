package dev.steward.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NativeLibraryCachesTest {

    @Test
    void unpackedNativesGoUnderStewardsCacheFolderNotTheHomeFolder() {
        AppDirectories directories = AppDirectories.of(Map.of(), "Linux", Path.of("/home/ana"));

        Map<String, String> properties = NativeLibraryCaches.under(directories).systemProperties();

        assertThat(properties).containsOnly(
                Map.entry("javafx.cachedir", "/home/ana/.cache/steward/native/openjfx"),
                Map.entry("DJL_CACHE_DIR", "/home/ana/.cache/steward/native/djl"));
    }

    @Test
    void stewardHomeMovesThemWithEverythingElse() {
        AppDirectories directories = AppDirectories.forCurrentUser(Map.of("STEWARD_HOME", "/tmp/portable"));

        assertThat(NativeLibraryCaches.under(directories).javafx())
                .isEqualTo(Path.of("/tmp/portable/cache/native/openjfx"));
    }
}
