package dev.steward.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** The machine a run measured: CPU model and count, memory, Java, and the load average at that moment. */
final class MachineDescription {
    private MachineDescription() {
    }

    static String now() {
        return String.format(Locale.ROOT, "%s, %d cores visible to the JVM, %.0f GB RAM, Java %s (%s), "
                        + "load average %s", cpuModel(), Runtime.getRuntime().availableProcessors(), memoryGb(),
                System.getProperty("java.version"), System.getProperty("os.name") + " " + System.getProperty("os.arch"),
                firstLine("/proc/loadavg").replaceAll("^(\\S+ \\S+ \\S+).*", "$1"));
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).findFirst().orElse("unknown CPU");
        } catch (IOException e) {
            return "unknown CPU";
        }
    }

    private static double memoryGb() {
        String total = firstLine("/proc/meminfo").replaceAll("\\D+", "");
        return total.isEmpty() ? 0 : Long.parseLong(total) / 1024.0 / 1024.0;
    }

    private static String firstLine(String file) {
        try {
            return Files.readAllLines(Path.of(file)).get(0);
        } catch (IOException | IndexOutOfBoundsException e) {
            return "";
        }
    }
}
