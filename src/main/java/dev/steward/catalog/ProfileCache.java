package dev.steward.catalog;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Table profiles kept as JSON under {@code <project>/.steward/profiles/<layer>.<table>.<fingerprint>.json}, so
 * reopening a project shows profiles at once and a schema change (a new fingerprint) misses the cache. Files are
 * written with {@link AtomicFiles} (whole or not at all); the cache holds only what can be rebuilt, so an
 * unreadable cache file is a miss, never an error.
 */
public final class ProfileCache {
    private static final String FINGERPRINT_FILE_SUFFIX = "[0-9a-f]{16}\\.json";
    private final Path cacheDir;
    private final AtomicFiles files;
    private final ObjectMapper json = JsonMapper.builder()
            .enable(DeserializationFeature.USE_LONG_FOR_INTS) // values read back as the Long they were written as
            .build();

    /**
     * @param cacheDir the project's cache folder, {@code Project.cacheDir()} ({@code <project>/.steward})
     * @param files    the application's shared atomic writer
     */
    public ProfileCache(Path cacheDir, AtomicFiles files) {
        this.cacheDir = cacheDir;
        this.files = files;
    }

    public Path fileFor(Layer layer, String table, String fingerprint) {
        return profilesDir().resolve(prefix(layer, table) + fingerprint + ".json");
    }

    /** The stored profile of the table at this fingerprint, if there is a readable one. */
    public Optional<TableProfile> load(ParquetTable table, String fingerprint) {
        Path file = fileFor(table.layer(), table.name(), fingerprint);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            TableProfile profile = json.readValue(file.toFile(), TableProfile.class);
            return Optional.of(profile).filter(p -> p.fingerprint().equals(fingerprint));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // torn or outdated cache file: profiling again rebuilds it
        }
    }

    /** The cached profile at this fingerprint, else the computed one, which is then stored. */
    public TableProfile loadOrCompute(ParquetTable table, String fingerprint, Supplier<TableProfile> profiler) {
        return load(table, fingerprint).orElseGet(() -> {
            TableProfile profile = profiler.get();
            store(profile);
            return profile;
        });
    }

    /** Stores the profile atomically and removes the table's profiles for other fingerprints. */
    public void store(TableProfile profile) {
        Path target = fileFor(profile.layer(), profile.table(), profile.fingerprint());
        try {
            Files.createDirectories(target.getParent());
            ensureGitignore();
            files.writeString(target, json.writerWithDefaultPrettyPrinter().writeValueAsString(profile));
            removeOtherFingerprints(profile.layer(), profile.table(), target);
        } catch (IOException e) {
            throw new StewardException("Could not write the profile cache file " + target + ": " + e.getMessage(),
                    "Check that the project folder is writable; the profile itself is still shown.", e);
        }
    }

    private Path profilesDir() {
        return cacheDir.resolve("profiles");
    }

    private static String prefix(Layer layer, String table) {
        return layer.yamlName() + "." + table + ".";
    }

    private void ensureGitignore() throws IOException {
        Path gitignore = cacheDir.resolve(".gitignore");
        if (!Files.exists(gitignore)) {
            files.writeString(gitignore, "*\n");
        }
    }

    private void removeOtherFingerprints(Layer layer, String table, Path keep) throws IOException {
        String prefix = prefix(layer, table);
        try (Stream<Path> files = Files.list(profilesDir())) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                boolean sameTable = name.startsWith(prefix)
                        && name.substring(prefix.length()).matches(FINGERPRINT_FILE_SUFFIX);
                if (sameTable && !file.equals(keep)) {
                    Files.deleteIfExists(file);
                }
            }
        }
    }
}
