package dev.steward.examples;

import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Stream;

/** Test helpers: a fixed clock, a curation log in the temp folder, a working copy of the sample project. */
final class ExamplesFixture {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);
    static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    private ExamplesFixture() {
    }

    static CurationLog log(Path dir, AtomicFiles files) {
        return new CurationLog(dir.resolve("curation_log.jsonl"), new JsonLinesAppender(files), new JsonLinesReader(),
                CLOCK);
    }

    static Path write(Path file, String... lines) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, String.join("\n", lines) + (lines.length == 0 ? "" : "\n"));
    }

    static Path copySample(Path target) throws IOException {
        try (Stream<Path> files = Files.walk(SAMPLE)) {
            for (Path source : files.toList()) {
                Path copy = target.resolve(SAMPLE.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(source, copy, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return target;
    }
}
