package dev.steward.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heap options the bench proved (ADR 44) are the ones both launchers pass: ./steward's java command line, the
 * installed app's installer/jvm-options.txt, and the bench's child JVMs that measure the app's peak RSS.
 */
class HeapOptionsAgreeTest {

    @Test
    void theDevLauncherTheInstalledAppAndTheBenchUseTheSameHeapOptions() throws Exception {
        List<String> installed = Files.readAllLines(Path.of("installer/jvm-options.txt")).stream()
                .filter(line -> line.startsWith("-Xm")).toList();
        String javaLine = Files.readAllLines(Path.of("steward")).stream()
                .filter(line -> line.strip().startsWith("java ")).findFirst().orElseThrow();
        List<String> dev = Arrays.stream(javaLine.strip().split("\\s+")).filter(word -> word.startsWith("-Xm"))
                .toList();

        assertThat(installed).isNotEmpty().anyMatch(option -> option.startsWith("-Xmx"));
        assertThat(dev).isEqualTo(installed);
        assertThat(AppBench.APP_HEAP).isEqualTo(installed);
    }
}
