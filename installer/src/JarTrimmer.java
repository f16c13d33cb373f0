import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Copies dependency jars for one platform. DuckDB, the ONNX runtime, the tokenizer and JNA each carry native
 * libraries for several OSes and CPUs (about 300 MB uncompressed); only this platform's copy can ever load,
 * so the others are left out. Signed jars are copied untouched (removing entries would break the signature).
 */
final class JarTrimmer {
    private static final List<String> NATIVE_SUFFIXES = List.of(".so", ".dylib", ".dll", ".jnilib", ".a");
    private static final List<String> OS_WORDS = List.of("linux", "osx", "macos", "darwin", "mac", "win",
            "aix", "freebsd", "openbsd", "sunos", "solaris", "dragonfly", "android");

    private final List<String> keepWords;

    /** @param keepWords path fragments naming this platform ({@code linux-x64}, {@code linux_amd64}, ...) */
    JarTrimmer(List<String> keepWords) {
        this.keepWords = List.copyOf(keepWords);
    }

    /**
     * Copies {@code from} to {@code to} without other platforms' native code; an empty placeholder jar
     * (JavaFX publishes one next to each per-OS jar) is not copied at all.
     *
     * @return the uncompressed bytes left out
     */
    long copy(Path from, Path to) throws IOException {
        try (ZipFile zip = new ZipFile(from.toFile())) {
            List<? extends ZipEntry> entries = zip.stream().collect(Collectors.toList());
            if (entries.stream().allMatch(e -> e.getName().equals("META-INF/")
                    || e.getName().equals("META-INF/MANIFEST.MF"))) {
                return 0;
            }
            List<ZipEntry> foreign = entries.stream().filter(this::isForeign).collect(Collectors.toList());
            boolean signed = entries.stream().anyMatch(e -> e.getName().matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)"));
            if (foreign.isEmpty() || signed) {
                Files.copy(from, to);
                return 0;
            }
            try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(to))) {
                for (ZipEntry entry : entries) {
                    if (!foreign.contains(entry)) {
                        copyEntry(zip, entry, out);
                    }
                }
            }
            return foreign.stream().mapToLong(ZipEntry::getSize).sum();
        }
    }

    /** Native code (or debug symbols) for another OS or CPU; this platform's copy and everything else stay. */
    boolean isForeign(ZipEntry entry) {
        String name = entry.getName().toLowerCase(Locale.ROOT);
        if (entry.isDirectory()) {
            return false;
        }
        if (name.contains(".dsym/") || name.endsWith(".pdb")) {
            return true; // debug symbols are never needed to run
        }
        // DuckDB names its libraries libduckdb_java.so_linux_amd64, so ".so_" counts as native too.
        boolean nativeCode = NATIVE_SUFFIXES.stream().anyMatch(name::endsWith) || name.contains(".so_");
        if (!nativeCode || keepWords.stream().anyMatch(name::contains)) {
            return false;
        }
        return OS_WORDS.stream().anyMatch(name::contains);
    }

    private static void copyEntry(ZipFile zip, ZipEntry entry, ZipOutputStream out) throws IOException {
        ZipEntry copy = new ZipEntry(entry);
        if (copy.getMethod() == ZipEntry.DEFLATED) {
            copy.setCompressedSize(-1); // our deflater may well compress to a different size
        }
        out.putNextEntry(copy);
        try (InputStream in = zip.getInputStream(entry)) {
            in.transferTo(out);
        }
        out.closeEntry();
    }
}
