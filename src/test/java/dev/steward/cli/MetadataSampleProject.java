package dev.steward.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** A working copy of the bundled sample project for the metadata command tests (the original stays as it is). */
public final class MetadataSampleProject {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    private MetadataSampleProject() {
    }

    /** Copies the bundled sample to {@code target} (tests in other packages use it too). */
    public static Path copyTo(Path target) throws IOException {
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
