package dev.steward.project;

import dev.steward.error.StewardException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the bundled sample project and makes the user's working copy of it. The bundled folder is never
 * opened for writing (in an installed app it sits in the read-only install folder, in a source checkout it
 * is committed), so "Open sample project" opens a copy under the user's data folder, made on first use.
 */
public final class SampleProjectLocator {
    public static final String SAMPLE_NAME = "sales_intelligence_demo";
    private static final Path RELATIVE = Path.of("sample-projects", SAMPLE_NAME);

    private final Map<String, String> env;
    private final Path codeLocation;
    private final Path workingDir;

    /**
     * @param env          {@code STEWARD_SAMPLE_PROJECT} overrides the search
     * @param codeLocation where Steward's classes or jar are (searched upwards), may be null
     * @param workingDir   the process's working directory
     */
    public SampleProjectLocator(Map<String, String> env, Path codeLocation, Path workingDir) {
        this.env = Map.copyOf(env);
        this.codeLocation = codeLocation;
        this.workingDir = workingDir;
    }

    public static SampleProjectLocator forThisProcess() {
        Path code = null;
        try {
            code = Path.of(SampleProjectLocator.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            code = null; // no code source (unusual class loader): the working directory is still searched
        }
        return new SampleProjectLocator(System.getenv(), code, Path.of("").toAbsolutePath());
    }

    /** The bundled sample project, if this installation has one. */
    public Optional<Path> find() {
        return candidates().stream().filter(p -> Files.isDirectory(p.resolve("data")) || Files.isRegularFile(
                p.resolve("main.yaml"))).findFirst().map(p -> p.toAbsolutePath().normalize());
    }

    /**
     * The user's copy of the sample under {@code userDataDir}, copied from the bundled one if it does not
     * exist yet (caches in {@code .steward} are not copied).
     */
    public Path workingCopy(Path userDataDir) {
        Path bundled = find().orElseThrow(() -> new StewardException(
                "The bundled sample project was not found next to this Steward installation.",
                "Set STEWARD_SAMPLE_PROJECT to the folder of sample-projects/" + SAMPLE_NAME + "."));
        Path copy = userDataDir.resolve(RELATIVE);
        if (!Files.isDirectory(copy)) {
            copyTree(bundled, copy);
        }
        return copy;
    }

    private List<Path> candidates() {
        List<Path> candidates = new ArrayList<>();
        String override = env.get("STEWARD_SAMPLE_PROJECT");
        if (override != null && !override.isBlank()) {
            candidates.add(Path.of(override));
        }
        for (Path dir = codeLocation; dir != null && candidates.size() < 8; dir = dir.getParent()) {
            candidates.add(dir.resolve(RELATIVE));
        }
        candidates.add(workingDir.resolve(RELATIVE));
        return candidates;
    }

    private static void copyTree(Path from, Path to) {
        Path staging = to.resolveSibling(to.getFileName() + ".copying");
        try (Stream<Path> files = Files.walk(from)) {
            deleteTree(staging);
            for (Path source : (Iterable<Path>) files.filter(p -> !from.relativize(p).startsWith(".steward"))
                    ::iterator) {
                Path target = staging.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            Files.move(staging, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new StewardException("Could not copy the sample project to " + to + ": " + e.getMessage(),
                    "Check that your user data folder is writable.", e);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
