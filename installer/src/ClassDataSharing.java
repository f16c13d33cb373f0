import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The app image's class-data sharing archive (ADR 41; Linux). On Java 17 an archive holds the absolute paths of
 * the jars it was made from, so the build ships what the archive is made from instead: a class list recorded
 * by one headless training start of the image ({@link ClassListTraining}, under Monocle) and
 * {@code make-cds-archive.sh}, which makes {@code lib/app/steward.jsa} wherever the image lies. The build runs
 * the script for the image at its build path; the .deb's and .rpm's post-install step at {@code /opt/steward};
 * a user who moves the image runs it once more. The archive is a dynamic one on top of the runtime's own archive
 * of the JDK's classes (ADR 43): the launchers' {@link #JAVA_OPTIONS} name both, so while {@code steward.jsa} is
 * missing or made for another path Java still uses the runtime's archive, as it does with no option at all, and
 * says nothing about it.
 */
final class ClassDataSharing {
    /**
     * The runtime's archive (jlink's {@code --generate-cds-archive}) as the base, Steward's as the top layer; the
     * logging option keeps Java's one-line warning about an unusable top layer off the terminal.
     */
    static final List<String> JAVA_OPTIONS = List.of(
            "-XX:SharedArchiveFile=$APPDIR/../runtime/lib/server/classes.jsa:$APPDIR/steward.jsa",
            "-Xlog:cds=off,cds+dynamic=off");
    static final String CLASS_LIST = "steward.classlist";
    static final String ARCHIVE = "steward.jsa";
    static final String SCRIPT = "make-cds-archive.sh";
    /** The training ends this long after the embedding model loaded (the idle-time ERD WebView comes after it). */
    private static final long GRACE_MS = 10_000;
    private static final long TIMEOUT_MS = 600_000;
    /**
     * Monocle (a test dependency, on the training's class path) uses JavaFX internals, which JavaFX's named
     * modules in the runtime do not export.
     */
    private static final List<String> MONOCLE = List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
            "-Dprism.order=sw", "--add-exports=javafx.graphics/com.sun.glass.ui=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.glass.events=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.glass.ui.delegate=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.glass.utils=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.tk=ALL-UNNAMED",
            "--add-exports=javafx.graphics/com.sun.javafx.util=ALL-UNNAMED",
            "--add-exports=javafx.base/com.sun.javafx.logging=ALL-UNNAMED");

    private final Path base;
    private final Path work;

    ClassDataSharing(Path base, Path work) {
        this.base = base;
        this.work = work;
    }

    /** Records the class list into the image and puts the script next to it. */
    void prepare(Path image, Path monocleJar) throws IOException, InterruptedException {
        if (!Files.isRegularFile(monocleJar)) {
            throw new IllegalStateException("The class-list training needs Monocle (a test dependency) at "
                    + monocleJar + ": run `mvn test-compile` once so that Maven downloads it.");
        }
        Path app = image.resolve("lib/app");
        Path cfg = app.resolve("Steward.cfg");
        List<Path> classPath = new ArrayList<>(cfgValues(cfg, "app.classpath", app).stream().map(Path::of)
                .collect(Collectors.toList()));
        classPath.add(monocleJar);
        List<String> jvmOptions = new ArrayList<>(cfgValues(cfg, "java-options", app));
        jvmOptions.removeIf(option -> option.startsWith("-XX:SharedArchiveFile=")
                || option.startsWith("-Xlog:cds"));
        jvmOptions.addAll(MONOCLE);
        String mainClass = cfgValues(cfg, "app.mainclass", app).get(0);
        Path home = Files.createTempDirectory("steward-class-list-training");
        try {
            ClassListTraining.Command command = new ClassListTraining.Command(
                    image.resolve("lib/runtime/bin/java"), jvmOptions, classPath, mainClass, List.of("open", "--sample"));
            long started = System.nanoTime();
            int classes = new ClassListTraining("embedding model loaded", GRACE_MS, TIMEOUT_MS, List.of("monocle"))
                    .record(command, Map.of("STEWARD_HOME", home.toString(), "STEWARD_STARTUP_TIMELINE", "1"),
                            app.resolve(CLASS_LIST), work.resolve("class-list-training.log"));
            System.out.printf("installer: class list of a training start: %,d lines in %d s (its output: %s)%n",
                    classes, TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started),
                    work.resolve("class-list-training.log"));
        } finally {
            deleteTree(home);
        }
        Path script = app.resolve(SCRIPT);
        Files.copy(base.resolve("installer").resolve(SCRIPT), script, StandardCopyOption.REPLACE_EXISTING);
        script.toFile().setExecutable(true, false);
    }

    /** Makes the archive for the image where it lies, and fails unless Java then starts with it. */
    void makeArchive(Path image) throws IOException, InterruptedException {
        long started = System.nanoTime();
        run(List.of("sh", image.resolve("lib/app").resolve(SCRIPT).toString()), Map.of());
        // -Xshare:on turns a missing or mismatched archive into an error instead of silently starting without it.
        run(List.of(image.resolve("bin/steward").toString(), "--version"), Map.of("JAVA_TOOL_OPTIONS", "-Xshare:on"));
        System.out.printf("installer: class-data archive: %,d MB in %d s, used by the launcher%n",
                Files.size(image.resolve("lib/app").resolve(ARCHIVE)) >> 20,
                TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
    }

    /** The values of {@code key=} lines of a jpackage launcher .cfg, in order, with $APPDIR expanded. */
    static List<String> cfgValues(Path cfg, String key, Path appDir) throws IOException {
        String prefix = key + "=";
        return Files.readAllLines(cfg, StandardCharsets.UTF_8).stream().filter(line -> line.startsWith(prefix))
                .map(line -> line.substring(prefix.length()).replace("$APPDIR", appDir.toString()))
                .collect(Collectors.toList());
    }

    private static void run(List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
        builder.environment().putAll(environment);
        int exit = builder.start().waitFor();
        if (exit != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed with exit code " + exit
                    + " (its output is above)");
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
    }
}
