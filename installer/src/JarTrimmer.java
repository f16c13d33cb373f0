import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Copies dependency jars for one platform. DuckDB, the ONNX runtime, the tokenizer and JNA each carry native
 * libraries for several OSes and CPUs (about 300 MB uncompressed); only this platform's copy can ever load,
 * so the others are left out. This platform's copy of a library named by an {@link Extraction} is written as
 * a plain file into the app folder instead, so that it loads from there rather than being unpacked to the
 * temp folder on every start. Signed jars are copied untouched (removing entries would break the signature).
 */
final class JarTrimmer {
    /**
     * A native library that its loader finds as a plain file when its jar does not hold it.
     *
     * @param entryPrefix how the library's entries start in its jar
     * @param folder      where the loader looks for it, relative to the app folder ("" = next to the jars)
     */
    record Extraction(String entryPrefix, String folder) {
    }

    private static final List<String> NATIVE_SUFFIXES = List.of(".so", ".dylib", ".dll", ".jnilib", ".a");
    private static final List<String> OS_WORDS = List.of("linux", "osx", "macos", "darwin", "mac", "win",
            "aix", "freebsd", "openbsd", "sunos", "solaris", "dragonfly", "android");

    private final List<String> keepWords;
    private final List<Extraction> extractions;
    private final Path appFolder;

    /**
     * @param keepWords   path fragments naming this platform ({@code linux-x64}, {@code linux_amd64}, ...)
     * @param extractions the native libraries to write as plain files into {@code appFolder}
     */
    JarTrimmer(List<String> keepWords, List<Extraction> extractions, Path appFolder) {
        this.keepWords = List.copyOf(keepWords);
        this.extractions = List.copyOf(extractions);
        this.appFolder = appFolder;
    }

    /**
     * Copies {@code from} to {@code to} without other platforms' native code and without the extracted
     * libraries (written to the app folder); an empty placeholder jar (JavaFX publishes one next to each
     * per-OS jar) is not copied at all.
     *
     * @return the uncompressed bytes of other platforms' code left out
     */
    long copy(Path from, Path to) throws IOException {
        try (ZipFile zip = new ZipFile(from.toFile())) {
            List<? extends ZipEntry> entries = zip.stream().collect(Collectors.toList());
            if (entries.stream().allMatch(e -> e.getName().equals("META-INF/")
                    || e.getName().equals("META-INF/MANIFEST.MF"))) {
                return 0;
            }
            List<ZipEntry> foreign = entries.stream().filter(this::isForeign).collect(Collectors.toList());
            List<ZipEntry> extracted = entries.stream().filter(e -> !isForeign(e) && extractionOf(e).isPresent())
                    .collect(Collectors.toList());
            boolean signed = entries.stream().anyMatch(e -> e.getName().matches("META-INF/[^/]+\\.(SF|RSA|DSA|EC)"));
            if (foreign.isEmpty() && extracted.isEmpty() || signed) {
                Files.copy(from, to);
                return 0;
            }
            try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(to))) {
                for (ZipEntry entry : entries) {
                    if (extracted.contains(entry)) {
                        extract(zip, entry, extractionOf(entry).orElseThrow());
                    } else if (!foreign.contains(entry)) {
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
        if (!isNativeCode(entry) || keepWords.stream().anyMatch(name::contains)) {
            return false;
        }
        return OS_WORDS.stream().anyMatch(name::contains);
    }

    private static boolean isNativeCode(ZipEntry entry) {
        String name = entry.getName().toLowerCase(Locale.ROOT);
        // DuckDB names its libraries libduckdb_java.so_linux_amd64, so ".so_" counts as native too.
        return !entry.isDirectory() && (NATIVE_SUFFIXES.stream().anyMatch(name::endsWith) || name.contains(".so_"));
    }

    private Optional<Extraction> extractionOf(ZipEntry entry) {
        return !isNativeCode(entry) ? Optional.empty()
                : extractions.stream().filter(x -> entry.getName().startsWith(x.entryPrefix())).findFirst();
    }

    /** Writes the library under its own file name (its jar folders dropped) into the extraction's folder. */
    private void extract(ZipFile zip, ZipEntry entry, Extraction extraction) throws IOException {
        String name = entry.getName().substring(entry.getName().lastIndexOf('/') + 1);
        Path target = appFolder.resolve(extraction.folder()).resolve(name);
        Files.createDirectories(target.getParent());
        try (InputStream in = zip.getInputStream(entry)) {
            Files.copy(in, target);
        }
        System.out.printf("installer: %s: %s (%,d KB) is a plain file now: %s%n", zip.getName(), entry.getName(),
                entry.getSize() >> 10, appFolder.relativize(target));
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
