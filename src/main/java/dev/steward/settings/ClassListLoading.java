package dev.steward.settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads, without initialising them, the classes a class list names ({@code -XX:DumpLoadedClassList}'s format), so
 * that a JVM started with {@code -XX:ArchiveClassesAtExit} writes them into a dynamic class-data sharing archive.
 * The installed app's {@code make-cds-archive.sh} runs it with the launcher's exact class path, on top of the
 * runtime's own base archive (ADR 43): only this class, inside {@code steward.jar}, can load them through the
 * class path the archive must record. Nothing else runs; it prints one line with its counts.
 *
 * <pre>java -XX:SharedArchiveFile=BASE -XX:ArchiveClassesAtExit=TOP -cp CLASSPATH dev.steward.settings.ClassListLoading LIST</pre>
 */
public final class ClassListLoading {
    private ClassListLoading() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ClassListLoading CLASS_LIST");
            System.exit(2);
        }
        int[] counts = load(Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8),
                ClassListLoading.class.getClassLoader());
        System.out.printf("class list: %d classes loaded, %d not found%n", counts[0], counts[1]);
    }

    /** Loads every class line's class through {@code loader}; returns {loaded, not found}. */
    static int[] load(List<String> lines, ClassLoader loader) {
        int loaded = 0;
        int missing = 0;
        for (String line : lines) {
            String name = className(line);
            if (name.isEmpty()) {
                continue;
            }
            try {
                Class.forName(name, false, loader);
                loaded++;
            } catch (ClassNotFoundException | LinkageError notHere) {
                missing++; // a class of the training only, or of another platform: it simply stays out
            }
        }
        return new int[] {loaded, missing};
    }

    /** The binary name a class-list line names; empty for comments and the {@code @} lines of lambda forms. */
    static String className(String line) {
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith("@")) {
            return "";
        }
        int space = trimmed.indexOf(' ');
        return (space < 0 ? trimmed : trimmed.substring(0, space)).replace('/', '.');
    }
}
