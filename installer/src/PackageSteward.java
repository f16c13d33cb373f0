import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Builds the self-contained Steward for the OS it runs on: a jlink'd runtime, an app image and (with
 * {@code all}) the OS's native installers. Run by the Maven profile {@code installer}, which passes
 * the runtime class path; plain Java calling jlink and jpackage through {@link ToolProvider}, so it needs
 * nothing but a JDK on every OS.
 *
 * <pre>java -cp target/installer/classes PackageSteward BASEDIR APP_JAR VERSION all|app-image CLASSPATH MONOCLE_JAR</pre>
 *
 * On Linux the image also gets a class list and the script that makes its class-data sharing archive where it
 * lies ({@link ClassDataSharing}, ADR 41); the Monocle jar is for the headless start that records the list.
 */
public final class PackageSteward {
    private static final String NAME = "Steward";
    private static final String VENDOR = "Steward";
    private static final String DESCRIPTION = "Offline workbench for the knowledge of a local text-to-SQL assistant";
    /**
     * Native libraries that would otherwise be unpacked from their jars into the temp folder on every start
     * (DuckDB's is 70 MB): written once, here, into the app folder, where their loaders look when the jar has
     * none. DuckDB loads {@code libduckdb_java.so_<os>_<cpu>} from its jar's folder; the ONNX runtime and JNA
     * load from {@code onnxruntime.native.path} and {@code jna.boot.library.path}, which
     * {@code installer/jvm-options.txt} sets to the folders below.
     */
    private static final List<JarTrimmer.Extraction> EXTRACTIONS = List.of(
            new JarTrimmer.Extraction("libduckdb_java.so_", ""),
            new JarTrimmer.Extraction("ai/onnxruntime/native/", "native/onnxruntime"),
            new JarTrimmer.Extraction("com/sun/jna/", "native/jna"));

    private final Path base;
    private final Path appJar;
    private final List<Path> dependencyJars;
    private final Path work;
    private final String version;
    private final Platform platform = Platform.current();

    private PackageSteward(Path base, Path appJar, String version, List<Path> dependencyJars) {
        this.base = base;
        this.appJar = appJar;
        this.dependencyJars = List.copyOf(dependencyJars);
        this.work = base.resolve("target/installer");
        this.version = version.replace("-SNAPSHOT", "");
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        if (args.length != 6 || !List.of("all", "app-image").contains(args[3])) {
            throw new IllegalArgumentException(
                    "usage: PackageSteward BASEDIR APP_JAR VERSION all|app-image CLASSPATH MONOCLE_JAR");
        }
        List<Path> jars = Stream.of(args[4].split(File.pathSeparator)).filter(entry -> entry.endsWith(".jar"))
                .map(Path::of).collect(Collectors.toList());
        PackageSteward build = new PackageSteward(Path.of(args[0]).toAbsolutePath(), Path.of(args[1]), args[2], jars);
        Path image = build.appImage();
        ClassDataSharing sharing = new ClassDataSharing(build.base, build.work);
        if (build.platform == Platform.LINUX) {
            sharing.prepare(image, Path.of(args[5]));
        }
        // The packages carry the class list and the script, not an archive: theirs is made at the install path.
        List<Path> installers = args[3].equals("all") ? build.installers(image) : List.of();
        if (build.platform == Platform.LINUX) {
            sharing.makeArchive(image);
        }
        build.report(image, installers);
    }

    // ---- app image ---------------------------------------------------------------------------------------

    private Path appImage() throws IOException {
        Path input = stageInput();
        Path javafx = moveJavaFxModules(input);
        Path runtime = work.resolve("runtime");
        deleteTree(runtime);
        // JavaFX's jars are modular: jlink'd, JavaFX runs as named modules of the runtime, which the JVM resolves
        // by default for a class-path app, so JavaFX does not warn "Unsupported JavaFX configuration" at start.
        String modulePath = javafx + File.pathSeparator + Path.of(System.getProperty("java.home"), "jmods");
        run("jlink", "--module-path", modulePath, "--add-modules", String.join(",", listFile("modules.txt")),
                "--output", runtime.toString(), "--strip-debug", "--no-header-files", "--no-man-pages",
                "--compress=2", "--generate-cds-archive"); // the CDS archive needs bin/java: commands stay
        copyTree(work.resolve("javafx-natives"), runtime.resolve(platform == Platform.WINDOWS ? "bin" : "lib"));
        Path out = work.resolve("image");
        deleteTree(out);
        List<String> args = new ArrayList<>(List.of("--type", "app-image", "--dest", out.toString(),
                "--input", input.toString(), "--main-jar", "steward.jar", "--main-class", "dev.steward.Main",
                "--runtime-image", runtime.toString(),
                "--add-launcher", platform.cliLauncher() + "=" + base.resolve("installer/cli-launcher.properties")));
        args.addAll(common());
        for (String option : listFile("jvm-options.txt")) {
            args.addAll(List.of("--java-options", option));
        }
        if (platform == Platform.LINUX) { // where the packages make the archive at the install path (ADR 41)
            for (String option : ClassDataSharing.JAVA_OPTIONS) {
                args.addAll(List.of("--java-options", option));
            }
        }
        run("jpackage", args.toArray(String[]::new));
        try (Stream<Path> made = Files.list(out)) {
            return made.findFirst().orElseThrow(() -> new IllegalStateException("jpackage made no app image"));
        }
    }

    /**
     * Takes JavaFX's own jars (modular, with this platform's natives inside) out of the staged app folder, into a
     * folder of their own for jlink: they go into the runtime, not onto the class path. Their native libraries
     * are left out of the jars and go next to the runtime's own ({@code lib/}, {@code bin/} on Windows), where
     * JavaFX looks first in a jlink'd runtime: read as a resource of the runtime's compressed module image,
     * WebKit's 121 MB library would be inflated into the Java heap on every start (an OutOfMemoryError at 512 MB).
     */
    private Path moveJavaFxModules(Path input) throws IOException {
        Path javafx = work.resolve("javafx-modules");
        Path natives = work.resolve("javafx-natives");
        deleteTree(javafx);
        deleteTree(natives);
        Files.createDirectories(javafx);
        Files.createDirectories(natives);
        List<Path> jars;
        try (Stream<Path> files = Files.list(input)) {
            jars = files.filter(file -> file.getFileName().toString().startsWith("javafx-")).sorted()
                    .collect(Collectors.toList());
        }
        if (jars.isEmpty()) {
            throw new IllegalStateException("No javafx-*.jar among the dependencies: the runtime needs JavaFX");
        }
        for (Path jar : jars) {
            splitNatives(jar, javafx.resolve(jar.getFileName()), natives);
            Files.delete(jar);
        }
        return javafx;
    }

    /** Copies {@code jar} without its top-level native libraries, which are written to {@code natives}. */
    private static void splitNatives(Path jar, Path to, Path natives) throws IOException {
        try (ZipFile zip = new ZipFile(jar.toFile());
                ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(to))) {
            for (ZipEntry entry : zip.stream().collect(Collectors.toList())) {
                String name = entry.getName();
                boolean nativeLibrary = !name.contains("/")
                        && (name.contains(".so") || name.endsWith(".dll") || name.endsWith(".dylib"));
                try (InputStream in = zip.getInputStream(entry)) {
                    if (nativeLibrary) {
                        Files.copy(in, natives.resolve(name));
                    } else {
                        out.putNextEntry(new ZipEntry(name));
                        in.transferTo(out);
                        out.closeEntry();
                    }
                }
            }
        }
    }

    /** The app jar, the dependency jars without other platforms' natives, and the sample project. */
    private Path stageInput() throws IOException {
        Path input = work.resolve("input");
        deleteTree(input);
        Files.createDirectories(input);
        Files.copy(appJar, input.resolve("steward.jar"));
        JarTrimmer trimmer = new JarTrimmer(platform.keepWords(), EXTRACTIONS, input);
        long dropped = 0;
        for (Path jar : dependencyJars) {
            dropped += trimmer.copy(jar, input.resolve(jar.getFileName().toString()));
        }
        System.out.printf("installer: dropped %,d MB of other platforms' native code from the jars%n",
                dropped >> 20);
        checkExtracted(input);
        stripExtracted(input);
        Path sample = base.resolve("sample-projects/sales_intelligence_demo");
        copyTree(sample, input.resolve("sample-projects/sales_intelligence_demo"));
        return input;
    }

    /** Fails the build when a dependency moved its native library: the app would unpack it again, or fail. */
    private static void checkExtracted(Path input) throws IOException {
        try (Stream<Path> files = Files.list(input)) {
            if (files.noneMatch(file -> file.getFileName().toString().startsWith("libduckdb_java.so_"))) {
                throw new IllegalStateException("The DuckDB jar held no libduckdb_java.so_<os>_<cpu> for this "
                        + "platform: update the extraction rules in installer/src/PackageSteward.java.");
            }
        }
        for (JarTrimmer.Extraction extraction : EXTRACTIONS.subList(1, EXTRACTIONS.size())) {
            if (!Files.isDirectory(input.resolve(extraction.folder()))) {
                throw new IllegalStateException("No jar held native libraries under " + extraction.entryPrefix()
                        + " for this platform: update EXTRACTIONS in installer/src/PackageSteward.java and the "
                        + "library path for " + extraction.folder() + " in installer/jvm-options.txt.");
            }
        }
    }

    /**
     * Linux only, where {@code strip} is installed: drops the extracted libraries' static symbol tables (DuckDB
     * ships its 70 MB library unstripped; 13 MB are symbols). JNI needs only the dynamic symbols, which stay.
     */
    private void stripExtracted(Path input) throws IOException {
        if (platform != Platform.LINUX || !onPath("strip")) {
            return;
        }
        List<Path> libraries;
        try (Stream<Path> files = Files.walk(input)) {
            libraries = files.filter(file -> EXTRACTIONS.stream().anyMatch(x -> isExtracted(input, x, file)))
                    .collect(Collectors.toList());
        }
        long before = 0;
        long after = 0;
        for (Path library : libraries) {
            before += Files.size(library);
            runCommand("strip", "--strip-unneeded", library.toString());
            after += Files.size(library);
        }
        System.out.printf("installer: strip saved %,d MB on %d native libraries%n", (before - after) >> 20,
                libraries.size());
    }

    private static boolean isExtracted(Path input, JarTrimmer.Extraction extraction, Path file) {
        String name = file.getFileName().toString();
        return Files.isRegularFile(file) && !name.endsWith(".jar")
                && file.getParent().equals(input.resolve(extraction.folder()))
                && (name.contains(".so") || name.endsWith(".dylib") || name.endsWith(".dll"));
    }

    private static void runCommand(String... command) throws IOException {
        try {
            int exit = new ProcessBuilder(command).inheritIO().start().waitFor();
            if (exit != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed with exit code " + exit);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", command), e);
        }
    }

    // ---- native installers -------------------------------------------------------------------------------

    private List<Path> installers(Path image) throws IOException {
        Path out = work.resolve("packages");
        deleteTree(out);
        Files.createDirectories(out);
        List<Path> made = new ArrayList<>();
        for (String type : platform.installerTypes()) {
            String tool = type.equals("deb") ? "dpkg-deb" : type.equals("rpm") ? "rpmbuild" : null;
            if (tool != null && !onPath(tool)) {
                System.out.println("installer: skipping the ." + type + ": " + tool + " is not installed");
                continue;
            }
            List<String> args = new ArrayList<>(List.of("--type", type, "--dest", out.toString(),
                    "--app-image", image.toString()));
            args.addAll(common());
            args.addAll(platform.installerOptions(type, base.resolve("installer")));
            run("jpackage", args.toArray(String[]::new));
        }
        try (Stream<Path> files = Files.list(out)) {
            files.sorted().forEach(made::add);
        }
        return made;
    }

    private List<String> common() {
        return List.of("--name", NAME, "--app-version", version, "--vendor", VENDOR,
                "--description", DESCRIPTION, "--copyright", "Steward contributors", "--icon", icon().toString());
    }

    private Path icon() {
        return base.resolve("installer/icons/steward." + platform.iconExtension());
    }

    // ---- report --------------------------------------------------------------------------------------------

    private void report(Path image, List<Path> installers) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(String.format("app image   %-40s %,6d MB", work.relativize(image), size(image) >> 20));
        lines.add(String.format("  runtime   %-40s %,6d MB", "(jlink'd JDK modules)", size(image.resolve(
                platform.runtimeFolder())) >> 20));
        for (Path installer : installers) {
            lines.add(String.format("installer   %-40s %,6d MB", work.relativize(installer), size(installer) >> 20));
        }
        Files.write(work.resolve("sizes.txt"), lines);
        lines.forEach(line -> System.out.println("installer: " + line));
    }

    // ---- helpers -------------------------------------------------------------------------------------------

    private List<String> listFile(String name) throws IOException {
        return Files.readAllLines(base.resolve("installer").resolve(name)).stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).collect(Collectors.toList());
    }

    private static void run(String tool, String... args) {
        System.out.println("installer: " + tool + " " + String.join(" ", args));
        ToolProvider provider = ToolProvider.findFirst(tool).orElseThrow(() -> new IllegalStateException(
                tool + " is not in this JDK: build the installer with a full JDK 17 (not a JRE)."));
        int exit = provider.run(System.out, System.err, args);
        if (exit != 0) {
            throw new IllegalStateException(tool + " failed with exit code " + exit + " (its message is above)");
        }
    }

    private static boolean onPath(String command) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }

    private static long size(Path path) throws IOException {
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path source : files.collect(Collectors.toList())) {
                Path relative = from.relativize(source);
                if (relative.startsWith(".steward")) {
                    continue; // a developer's caches, not part of the sample
                }
                Path target = to.resolve(relative.toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(p);
            }
        }
    }
}
