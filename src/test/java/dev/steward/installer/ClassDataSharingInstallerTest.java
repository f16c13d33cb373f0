package dev.steward.installer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.settings.ClassListLoading;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The installer's class-data sharing pieces (ADR 41), without building an image: the class-list training
 * ({@code installer/src/ClassListTraining.java}, compiled here as the installer profile compiles it) against a
 * real child JVM, and {@code installer/make-cds-archive.sh} against a miniature app image whose runtime is this
 * JDK, checked with real starts of Java 17.
 */
@EnabledOnOs(OS.LINUX)
class ClassDataSharingInstallerTest {
    private static final Path INSTALLER = Path.of("installer");
    private static final String TARGET = TrainingTarget.class.getName();
    private static final String TARGET_ENTRY = TARGET.replace('.', '/');
    @TempDir
    static Path classes;
    private static ClassLoader installerClasses;

    /** What a child process printed (stdout and stderr) and its exit code. */
    private record Ran(int exit, String output) {
    }

    @BeforeAll
    static void compileInstaller() throws IOException {
        List<String> args = new ArrayList<>(List.of("-d", classes.toString()));
        try (Stream<Path> sources = Files.list(INSTALLER.resolve("src"))) {
            sources.map(Path::toString).filter(name -> name.endsWith(".java")).sorted().forEach(args::add);
        }
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new)))
                .as("javac of installer/src").isZero();
        installerClasses = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null);
    }

    @Test
    void trainingRecordsTheClassesAStartLoadedWithoutTheTrainingOnlyOnes(@TempDir Path dir) throws Exception {
        Path classList = dir.resolve("steward.classlist");
        Path jar = jar(dir.resolve("app.jar"), TrainingTarget.class, TrainingTarget.OnlyInTraining.class);

        int lines = record(command(List.of(jar), List.of()), classList, dir.resolve("training.log"));

        List<String> recorded = Files.readAllLines(classList);
        assertThat(recorded).hasSize(lines).contains(TARGET_ENTRY, "java/lang/Object");
        assertThat(recorded).noneMatch(line -> line.contains("OnlyInTraining"));
        assertThat(Files.readString(dir.resolve("training.log"))).contains("loaded training-only");
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("app.jar",
                    "steward.classlist", "training.log");
        }
    }

    @Test
    void trainingFailsWhenTheStartEndsBeforeTheMarker(@TempDir Path dir) throws Exception {
        Object command = command(List.of(jar(dir.resolve("app.jar"), TrainingTarget.class)), List.of("exit-early"));

        assertThatThrownBy(() -> record(command, dir.resolve("steward.classlist"), dir.resolve("training.log")))
                .hasMessageContaining("ended before it printed 'embedding model loaded'")
                .hasMessageContaining("training.log");
        assertThat(dir.resolve("steward.classlist")).doesNotExist();
        assertThat(dir.resolve("steward.classlist.raw")).doesNotExist();
    }

    @Test
    void theScriptMakesTheArchiveForTheLauncherClassPathOnTopOfTheRuntimesOwn(@TempDir Path dir) throws Exception {
        Path app = miniatureImage(dir.resolve("Steward"));
        try {
            Ran script = run(List.of("sh", app.resolve("make-cds-archive.sh").toString()));

            assertThat(script.exit()).as(script.output()).isZero();
            assertThat(script.output()).isEqualTo("make-cds-archive: made " + app.toRealPath().resolve("steward.jsa"));
            assertThat(app.resolve("steward.jsa.partial")).doesNotExist();
            // -Xshare:on fails instead of ignoring an archive that does not match the class path.
            Ran launcherOrder = java(app, "-Xshare:on", classPath(app, "a.jar", "b.jar"));
            assertThat(launcherOrder.exit()).as(launcherOrder.output()).isZero();
            assertThat(launcherOrder.output()).isEqualTo("ran");
            Ran logged = java(app, "-Xlog:class+load=info", classPath(app, "a.jar", "b.jar"));
            assertThat(logged.output()).as("the listed class comes from Steward's archive")
                    .contains(TARGET + " source: shared objects file (top)")
                    .contains("java.lang.Object source: shared objects file\n");
            Ran otherOrder = java(app, "-Xshare:on", classPath(app, "b.jar", "a.jar"));
            assertThat(otherOrder.exit()).isNotZero();
            assertThat(otherOrder.output()).contains("shared class paths mismatch");
        } finally {
            Files.delete(app.resolve("../runtime")); // the link to this JDK, before JUnit warns about it
        }
    }

    @Test
    void aMovedImageWithoutTheScriptStillUsesTheRuntimesArchiveSilently(@TempDir Path dir) throws Exception {
        Path app = miniatureImage(dir.resolve("Steward"));
        try {
            Ran script = run(List.of("sh", app.resolve("make-cds-archive.sh").toString()));
            assertThat(script.exit()).as(script.output()).isZero();

            app = Files.move(dir.resolve("Steward"), dir.resolve("moved")).resolve("lib/app");
            assertStartsQuietly(app);
            assertThat(java(app, "-Xshare:on", classPath(app, "a.jar", "b.jar")).exit())
                    .as("the moved archive really is refused").isNotZero();
            assertThat(java(app, "-Xlog:class+load=info", classPath(app, "a.jar", "b.jar")).output())
                    .as("the JDK's classes still come from the runtime's archive, the app's from its jar")
                    .contains("java.lang.Object source: shared objects file\n")
                    .contains(TARGET + " source: file:").doesNotContain("(top)");
        } finally {
            Files.delete(app.resolve("../runtime"));
        }
    }

    @Test
    void withoutTheArchiveJavaUsesTheRuntimesArchiveSilently(@TempDir Path dir) throws Exception {
        Path app = miniatureImage(dir.resolve("Steward"));
        try {
            assertThat(app.resolve("steward.jsa")).doesNotExist();

            assertStartsQuietly(app);
            assertThat(java(app, "-Xlog:class+load=info", classPath(app, "a.jar", "b.jar")).output())
                    .contains("java.lang.Object source: shared objects file\n");
        } finally {
            Files.delete(app.resolve("../runtime"));
        }
    }

    @Test
    void theScriptSaysWhatIsMissingOutsideAnImage(@TempDir Path dir) throws Exception {
        Files.copy(INSTALLER.resolve("make-cds-archive.sh"), dir.resolve("make-cds-archive.sh"));

        Ran script = run(List.of("sh", dir.resolve("make-cds-archive.sh").toString()));

        assertThat(script.exit()).isEqualTo(1);
        assertThat(script.output()).contains("runtime/bin/java is missing")
                .contains("run this script where it lies inside a Steward app image");
    }

    @Test
    void theLaunchersNameTheArchiveThePackagesMakeAndRemove() throws Exception {
        Class<?> sharing = installerClasses.loadClass("ClassDataSharing");
        assertThat(launcherOptions()).first().isEqualTo("-XX:SharedArchiveFile=$APPDIR/../runtime/lib/server/classes.jsa:"
                + "$APPDIR/" + field(sharing, "ARCHIVE"));
        assertThat(Files.readString(INSTALLER.resolve("linux/postinst")))
                .contains("sh /opt/steward/lib/app/" + field(sharing, "SCRIPT"));
        assertThat(Files.readString(INSTALLER.resolve("linux/prerm")))
                .contains("rm -f /opt/steward/lib/app/steward.jsa");
        assertThat(Files.readString(INSTALLER.resolve("make-cds-archive.sh")))
                .contains("\"$appdir/" + field(sharing, "CLASS_LIST") + "\"")
                .contains("mv -f \"$partial\" \"$appdir/" + field(sharing, "ARCHIVE") + "\"")
                .contains(" " + ClassListLoading.class.getName() + " ");
    }

    @Test
    void theLauncherConfigurationIsReadInOrderWithTheAppFolderExpanded(@TempDir Path dir) throws Exception {
        Path cfg = dir.resolve("Steward.cfg");
        Files.writeString(cfg, "[Application]\napp.classpath=$APPDIR/steward.jar\napp.mainclass=dev.steward.Main\n"
                + "app.classpath=$APPDIR/z.jar\napp.classpath=$APPDIR/a.jar\n\n[JavaOptions]\n"
                + "java-options=-Dx=$APPDIR/native\n");
        Method values = installerClasses.loadClass("ClassDataSharing").getDeclaredMethod("cfgValues", Path.class,
                String.class, Path.class);
        values.setAccessible(true);

        assertThat(values.invoke(null, cfg, "app.classpath", Path.of("/opt/s/lib/app")))
                .isEqualTo(List.of("/opt/s/lib/app/steward.jar", "/opt/s/lib/app/z.jar", "/opt/s/lib/app/a.jar"));
        assertThat(values.invoke(null, cfg, "java-options", Path.of("/x"))).isEqualTo(List.of("-Dx=/x/native"));
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    /** lib/app with two jars in the launcher's order (Steward.cfg), a class list, the script; lib/runtime = this JDK. */
    /** The launcher's start (-Xshare:auto) succeeds and prints nothing but the program's own output. */
    private static void assertStartsQuietly(Path app) throws Exception {
        Ran start = java(app, "-Xshare:auto", classPath(app, "a.jar", "b.jar"));
        assertThat(start.exit()).isZero();
        assertThat(start.output()).as("nothing but the program's own output").isEqualTo("ran");
    }

    private static Path miniatureImage(Path image) throws Exception {
        Path app = Files.createDirectories(image.resolve("lib/app"));
        Files.createSymbolicLink(image.resolve("lib/runtime"), Path.of(System.getProperty("java.home")));
        jar(app.resolve("a.jar"), TrainingTarget.class, ClassListLoading.class); // the loader sits in steward.jar
        jar(app.resolve("b.jar"), TrainingTarget.OnlyInTraining.class);
        Files.writeString(app.resolve("Steward.cfg"), "[Application]\napp.classpath=$APPDIR/a.jar\napp.mainclass="
                + TARGET + "\napp.classpath=$APPDIR/b.jar\n\n[JavaOptions]\njava-options=-Xmx64m\n");
        Files.writeString(app.resolve("steward.classlist"), "java/lang/Object\njava/lang/String\n" + TARGET_ENTRY
                + "\n");
        Files.copy(INSTALLER.resolve("make-cds-archive.sh"), app.resolve("make-cds-archive.sh"));
        return app;
    }

    private static Path jar(Path jar, Class<?>... types) throws IOException, URISyntaxException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Class<?> type : types) {
                String entry = type.getName().replace('.', '/') + ".class";
                out.putNextEntry(new JarEntry(entry));
                out.write(Files.readAllBytes(classFolder(type).resolve(entry)));
                out.closeEntry();
            }
        }
        return jar;
    }

    private static String classPath(Path app, String... jars) throws IOException {
        Path real = app.toRealPath();
        return Stream.of(jars).map(jar -> real.resolve(jar).toString()).collect(Collectors.joining(":"));
    }

    /** A start as the launcher makes it: its class-data sharing options, $APPDIR expanded, then {@code share}. */
    private static Ran java(Path app, String share, String classPath) throws Exception {
        List<String> command = new ArrayList<>(List.of(app.resolve("../runtime/bin/java").toString()));
        String appDir = app.toRealPath().toString();
        launcherOptions().forEach(option -> command.add(option.replace("$APPDIR", appDir)));
        command.addAll(List.of(share, "-cp", classPath, TARGET, "run-once"));
        return run(command);
    }

    @SuppressWarnings("unchecked")
    private static List<String> launcherOptions() throws ReflectiveOperationException {
        return (List<String>) field(installerClasses.loadClass("ClassDataSharing"), "JAVA_OPTIONS");
    }

    private static Ran run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Ran(process.exitValue(), new String(out, StandardCharsets.UTF_8).strip());
    }

    private static Path classFolder(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static Object command(List<Path> classPath, List<String> args) throws Exception {
        Class<?> type = installerClasses.loadClass("ClassListTraining$Command");
        Constructor<?> make = type.getDeclaredConstructor(Path.class, List.class, List.class, String.class,
                List.class);
        make.setAccessible(true);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return make.newInstance(java, List.of("-Xmx64m"), classPath, TARGET, args);
    }

    /** A training that waits for the marker, 200 ms more, at most 60 s, and drops the training-only class. */
    private static int record(Object command, Path classList, Path log) throws Exception {
        Class<?> type = installerClasses.loadClass("ClassListTraining");
        Constructor<?> make = type.getDeclaredConstructor(String.class, long.class, long.class, List.class);
        make.setAccessible(true);
        Object training = make.newInstance("embedding model loaded", 200L, 60_000L, List.of("OnlyInTraining"));
        Method record = type.getDeclaredMethod("record", command.getClass(), Map.class, Path.class, Path.class);
        record.setAccessible(true);
        try {
            return (int) record.invoke(training, command, Map.of(), classList, log);
        } catch (InvocationTargetException e) {
            throw (Exception) e.getCause();
        }
    }

    private static Object field(Class<?> type, String name) throws ReflectiveOperationException {
        var field = type.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(null);
    }
}
