package dev.steward.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StartupTimelineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void countsFromTheLaunchersTimestampWhenOn() {
        StartupTimeline timeline = new StartupTimeline(Map.of(StartupTimeline.ENABLED, "1",
                StartupTimeline.LAUNCHED_AT, "1000"), 1_200, out);

        timeline.markAt("window shown", 3_500);

        assertThat(printed()).isEqualTo("startup: 2500 ms window shown\n");
    }

    @Test
    void countsFromTheJvmsStartWithoutALauncherTimestamp() {
        StartupTimeline timeline = new StartupTimeline(Map.of(StartupTimeline.ENABLED, "1",
                StartupTimeline.LAUNCHED_AT, "not a number"), 1_200, out);

        timeline.markAt("main() entered", 1_450);

        assertThat(printed()).isEqualTo("startup: 250 ms main() entered\n");
    }

    @Test
    void printsNothingWhenOff() {
        StartupTimeline timeline = new StartupTimeline(Map.of(StartupTimeline.LAUNCHED_AT, "1000"), 1_200, out);

        timeline.markAt("window shown", 3_500);

        assertThat(printed()).isEmpty();
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }
}
