package dev.steward.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which folder a relative paths.* value means, and that a path found in two places is never chosen silently. */
class DataFoldersTest {
    private static final Path SAMPLE_MAIN = Path.of("sample-projects", SampleProjectLocator.SAMPLE_NAME, "main.yaml");

    @TempDir
    Path tmp;

    private final ProjectOpener opener = new ProjectOpener(Map.of());

    @Test
    void aPathThatExistsBesideAndInsideTheProjectReadsTheProjectsOwnAndIsFlagged() throws IOException {
        Path project = tmp.resolve("shop");
        write(project.resolve("main.yaml"), "pipeline: {name: shop}\npaths: {silver: data/silver}\n");
        touch(project.resolve("data/silver/orders.parquet"));
        touch(tmp.resolve("data/silver/someone_elses.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.tables()).extracting(ParquetTable::name).containsExactly("orders");
        DataFolder silver = opened.dataFolders().get(0);
        assertThat(silver.ambiguous()).isTrue();
        assertThat(silver.used()).contains(project.resolve("data/silver"));
        assertThat(silver.alternatives()).containsExactly(tmp.resolve("data/silver"));
        assertThat(silver.reason()).startsWith("AMBIGUOUS");
        assertThat(opened.dataFolderProblems()).singleElement().asString()
                .contains("paths.silver 'data/silver' exists in 2 places", project.resolve("data/silver").toString(),
                        tmp.resolve("data/silver").toString(), "names one folder (absolute");
    }

    @Test
    void theBundledSampleReadsItsOwnDataWhereverItIsCopiedAndUnderAnyName() throws IOException {
        touch(tmp.resolve("data/silver/someone_elses.parquet")); // another project's data beside the copies
        for (String name : new String[] {"my_copy", SampleProjectLocator.SAMPLE_NAME}) {
            Path copy = tmp.resolve(name);
            write(copy.resolve("main.yaml"), Files.readString(SAMPLE_MAIN));
            touch(copy.resolve("data/silver/deals.parquet"));
            touch(copy.resolve("data/gold/" + SampleProjectLocator.SAMPLE_NAME + "/board.parquet"));

            Project opened = opener.open(copy);

            assertThat(opened.tables()).extracting(ParquetTable::queryName).containsExactly("deals", "gold.board");
            assertThat(opened.silverDir()).contains(copy.resolve("data/silver"));
            assertThat(opened.dataFolderProblems()).as(name).isEmpty();
            assertThat(opened.warnings()).as(name).isEmpty();
        }
        // the renamed copy beside the original: openmedallion would read the original's data -> flagged
        Project renamed = opener.open(tmp.resolve("my_copy"));
        assertThat(renamed.dataFolders()).allSatisfy(f -> assertThat(f.used().orElseThrow())
                .startsWith(tmp.resolve("my_copy")));
        assertThat(renamed.dataFolders()).allSatisfy(f -> assertThat(f.ambiguous()).isTrue());
    }

    @Test
    void aPathIntoAnotherProjectsFolderIsFlagged() throws IOException {
        Path project = tmp.resolve("mine");
        write(project.resolve("main.yaml"), "paths: {silver: theirs/data/silver}\n");
        write(tmp.resolve("theirs/main.yaml"), "pipeline: {name: theirs}\n");
        touch(tmp.resolve("theirs/data/silver/t.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.dataFolders().get(0).foreign()).contains(tmp.resolve("theirs"));
        assertThat(opened.dataFolderProblems()).singleElement().asString()
                .contains("another project's folder (" + tmp.resolve("theirs") + ")");
    }

    @Test
    void theOpenmedallionConventionAndTheDefaultLayoutSayWhereTheirDataIs() throws IOException {
        Path project = tmp.resolve("sales_intel");
        write(project.resolve("main.yaml"), "paths: {silver: data/silver, gold: /nonexistent/gold}\n");
        touch(tmp.resolve("data/silver/deals.parquet"));
        Path plain = tmp.resolve("plain");
        touch(plain.resolve("data/silver/a.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.dataFolders().get(0).describe()).isEqualTo("paths.silver 'data/silver' -> "
                + tmp.resolve("data/silver") + ": resolved against the projects root " + tmp
                + " (the project's parent folder, openmedallion's convention)");
        assertThat(opened.dataFolders().get(1).used()).isEmpty();
        assertThat(opened.dataFolders().get(1).reason()).contains("no such folder");
        assertThat(opener.open(plain).dataFolders().get(0).reason())
                .isEqualTo("no main.yaml: the project's own data/silver folder");
    }

    private static void touch(Path file) throws IOException {
        write(file, "");
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
