package dev.steward.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bundled sample project (a copy: the cache writes into the project) through the whole catalog. */
class SampleProjectCatalogTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");

    @TempDir
    Path copy;

    @Test
    void everySampleTableDescribesSamplesProfilesAndCaches() throws IOException {
        copyTree(SAMPLE, copy);
        Project project = new ProjectOpener(Map.of()).open(copy);
        try (Catalog catalog = new Catalog(project)) {
            SchemaScan scan = catalog.describeAll();
            assertThat(scan.unreadable()).isEmpty();
            // the sample's metadata.yaml records openmedallion's hash for its approved customers table
            assertThat(catalog.fingerprint(project.table(Layer.SILVER, "customers").orElseThrow()))
                    .isEqualTo("53d4a83540f6c386");
            assertThat(scan.schemas()).hasSize(project.tables().size()).hasSizeGreaterThanOrEqualTo(8);
            TableSampler sampler = new TableSampler(catalog);
            TableProfiler profiler = new TableProfiler(catalog);
            ProfileCache cache = new ProfileCache(project.cacheDir(), new AtomicFiles());
            for (TableSchema schema : scan.schemas()) {
                TableSample sample = sampler.sample(schema.table());
                assertThat(sample.valuesByColumn()).hasSize(schema.columns().size());
                YamlSafety.assertRoundTrips(Map.copyOf(sample.valuesByColumn()));
                TableProfile profile = cache.loadOrCompute(schema.table(), schema.fingerprint(),
                        () -> profiler.profile(schema.table()));
                profile.columns().forEach(c -> YamlSafety.assertRoundTrips(c.metadataFields()));
                assertThat(cache.load(schema.table(), schema.fingerprint())).contains(profile);
            }
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : paths.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }
}
