package dev.steward.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SampleProjectLocatorTest {
    @TempDir
    Path tmp;

    @Test
    void findsTheSampleAboveTheCodeLocationAndCopiesItOnce() throws IOException {
        Path install = tmp.resolve("install");
        Path bundled = install.resolve("sample-projects/sales_intelligence_demo");
        Files.createDirectories(bundled.resolve("data/silver"));
        Files.writeString(bundled.resolve("metadata.yaml"), "tables: {}\n");
        Files.createDirectories(bundled.resolve(".steward"));
        Files.writeString(bundled.resolve(".steward/cache.bin"), "x");
        SampleProjectLocator locator = new SampleProjectLocator(Map.of(), install.resolve("lib/app/steward.jar"),
                tmp.resolve("elsewhere"));

        Path copy = locator.workingCopy(tmp.resolve("userdata"));
        Files.writeString(copy.resolve("metadata.yaml"), "tables: {edited: {layer: silver}}\n");
        Path again = locator.workingCopy(tmp.resolve("userdata"));

        assertThat(locator.find()).contains(bundled);
        assertThat(again).isEqualTo(copy);
        assertThat(Files.readString(again.resolve("metadata.yaml"))).contains("edited");
        assertThat(copy.resolve(".steward")).doesNotExist();
        assertThat(Files.readString(bundled.resolve("metadata.yaml"))).isEqualTo("tables: {}\n");
    }

    @Test
    void environmentOverrideWinsAndAMissingSampleIsAClearError() throws IOException {
        Path custom = tmp.resolve("custom");
        Files.createDirectories(custom.resolve("data"));

        assertThat(new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", custom.toString()), null, tmp).find())
                .contains(custom);
        SampleProjectLocator nothing = new SampleProjectLocator(Map.of(), null, tmp);
        assertThat(nothing.find()).isEmpty();
        assertThatThrownBy(() -> nothing.workingCopy(tmp.resolve("u"))).isInstanceOf(StewardException.class)
                .hasMessageContaining("sample project was not found");
    }
}
