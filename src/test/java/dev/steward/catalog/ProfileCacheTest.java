package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfileCacheTest {
    @TempDir
    Path project;

    @Test
    void storedProfilesReadBackEqualUnderTheirFingerprintFileName() {
        ParquetTable table = ParquetFixtures.write(project, "mixed", ParquetFixtures.awkwardTypes());
        ProfileCache cache = new ProfileCache(project.resolve(".steward"), new AtomicFiles());
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfile profile = new TableProfiler(catalog).profile(table);
            cache.store(profile);
            Path file = project.resolve(".steward/profiles/silver.mixed." + profile.fingerprint() + ".json");
            assertThat(file).isRegularFile();
            assertThat(cache.load(table, profile.fingerprint())).contains(profile);
        }
    }

    @Test
    void aSchemaChangeMissesTheCacheAndReplacesTheOldFile() throws Exception {
        ParquetTable table = ParquetFixtures.write(project, "orders", "SELECT 1 AS id, 'a' AS status");
        ProfileCache cache = new ProfileCache(project.resolve(".steward"), new AtomicFiles());
        AtomicInteger profiled = new AtomicInteger();
        try (Catalog catalog = new Catalog(List.of(table))) {
            TableProfiler profiler = new TableProfiler(catalog);
            String before = catalog.fingerprint(table);
            TableProfile first = cache.loadOrCompute(table, before, () -> count(profiled, profiler.profile(table)));
            TableProfile again = cache.loadOrCompute(table, before, () -> count(profiled, profiler.profile(table)));
            assertThat(again).isEqualTo(first);
            assertThat(profiled).hasValue(1);

            ParquetFixtures.write(project, "orders", "SELECT 1 AS id, 'a' AS status, 2.5 AS amount");
            String after = catalog.fingerprint(table);
            assertThat(after).isNotEqualTo(before);
            assertThat(cache.load(table, after)).isEmpty();
            TableProfile changed = cache.loadOrCompute(table, after, () -> count(profiled, profiler.profile(table)));
            assertThat(profiled).hasValue(2);
            assertThat(changed.columns()).hasSize(3);
            assertThat(profileFiles()).containsExactly("silver.orders." + after + ".json");
        }
    }

    @Test
    void createsAGitignoreThatIgnoresTheWholeCacheFolderAndLeavesNoTempFiles() throws Exception {
        ProfileCache cache = new ProfileCache(project.resolve(".steward"), new AtomicFiles());
        cache.store(new TableProfile("t", Layer.GOLD, "0123456789abcdef", 0, List.of()));
        assertThat(Files.readString(project.resolve(".steward/.gitignore"))).isEqualTo("*\n");
        assertThat(profileFiles()).containsExactly("gold.t.0123456789abcdef.json");
    }

    @Test
    void keepsAnExistingGitignoreAndTreatsATornCacheFileAsAMiss() throws Exception {
        Files.createDirectories(project.resolve(".steward/profiles"));
        Files.writeString(project.resolve(".steward/.gitignore"), "custom\n");
        Path torn = project.resolve(".steward/profiles/silver.t.0123456789abcdef.json");
        Files.writeString(torn, "{\"table\": \"t\", \"lay");
        ProfileCache cache = new ProfileCache(project.resolve(".steward"), new AtomicFiles());
        ParquetTable table = new ParquetTable("t", Layer.SILVER, project.resolve("t.parquet"));
        assertThat(cache.load(table, "0123456789abcdef")).isEmpty();
        cache.store(new TableProfile("t", Layer.SILVER, "0123456789abcdef", 0, List.of()));
        assertThat(cache.load(table, "0123456789abcdef")).isPresent();
        assertThat(Files.readString(project.resolve(".steward/.gitignore"))).isEqualTo("custom\n");
    }

    @Test
    void tablesWhoseNamesShareAPrefixKeepTheirOwnFiles() throws Exception {
        ProfileCache cache = new ProfileCache(project.resolve(".steward"), new AtomicFiles());
        cache.store(new TableProfile("a.b", Layer.SILVER, "1111111111111111", 0, List.of()));
        cache.store(new TableProfile("a", Layer.SILVER, "2222222222222222", 0, List.of()));
        assertThat(profileFiles()).containsExactlyInAnyOrder("silver.a.b.1111111111111111.json",
                "silver.a.2222222222222222.json");
    }

    private static TableProfile count(AtomicInteger counter, TableProfile profile) {
        counter.incrementAndGet();
        return profile;
    }

    private List<String> profileFiles() throws Exception {
        try (Stream<Path> files = Files.list(project.resolve(".steward/profiles"))) {
            return files.map(p -> p.getFileName().toString()).toList();
        }
    }
}
