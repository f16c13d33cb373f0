package dev.steward.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import dev.steward.error.StewardException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectOpenerTest {
    @TempDir
    Path tmp;

    private final ProjectOpener opener = new ProjectOpener(Map.of("DATA_ROOT", "/nonexistent", "EMPTY", ""));

    @Test
    void defaultDataLayoutListsSilverThenGoldSortedByName() throws IOException {
        Path project = tmp.resolve("shop");
        touch(project.resolve("data/silver/orders.parquet"));
        touch(project.resolve("data/silver/customers.parquet"));
        touch(project.resolve("data/silver/notes.csv"));
        touch(project.resolve("data/gold/shop/revenue.parquet"));
        touch(project.resolve("data/bronze/raw.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.name()).isEqualTo("shop");
        assertThat(opened.tables()).extracting(ParquetTable::queryName)
                .containsExactly("customers", "orders", "gold.revenue");
        assertThat(opened.silverDir()).contains(project.resolve("data/silver"));
        assertThat(opened.goldDirs()).containsExactly(project.resolve("data/gold/shop"));
        assertThat(opened.warnings()).isEmpty();
    }

    @Test
    void plainSilverAndGoldFoldersWhenThereIsNoDataFolder() throws IOException {
        Path project = tmp.resolve("p");
        touch(project.resolve("silver/a.parquet"));
        touch(project.resolve("gold/b.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.tables()).extracting(ParquetTable::name, ParquetTable::layer)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("a", Layer.SILVER),
                        org.assertj.core.groups.Tuple.tuple("b", Layer.GOLD));
    }

    @Test
    void mainYamlPathsResolveAgainstTheParentFolderFirst() throws IOException {
        Path project = tmp.resolve("sales_intel");
        write(project.resolve("main.yaml"), "pipeline:\n  name: sales_intel\npaths:\n  silver: \"data/silver\"\n"
                + "  gold: data/gold\n");
        touch(tmp.resolve("data/silver/deals.parquet"));
        touch(tmp.resolve("data/gold/sales_intel/board.parquet"));
        touch(tmp.resolve("data/gold/default/other.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.name()).isEqualTo("sales_intel");
        assertThat(opened.tables()).extracting(ParquetTable::queryName)
                .containsExactly("deals", "gold.board", "gold.other");
        assertThat(opened.goldDirs()).hasSize(2);
        assertThat(opened.dataFolders()).extracting(DataFolder::reason).allSatisfy(r -> assertThat(r)
                .contains("resolved against the projects root " + tmp));
        assertThat(opened.dataFolderProblems()).isEmpty();
    }

    @Test
    void mainYamlFallsBackToTheProjectFolderAndExpandsVariables() throws IOException {
        Path project = tmp.resolve("p");
        write(project.resolve("main.yaml"), "pipeline: {name: \"${EMPTY:-demo}\"}\n"
                + "paths: {silver: \"${MISSING_VAR:-data/silver}\", gold: \"${DATA_ROOT}/gold\"}\n");
        touch(project.resolve("data/silver/t.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.name()).isEqualTo("demo");
        assertThat(opened.tables()).extracting(ParquetTable::name).containsExactly("t");
        assertThat(opened.warnings()).singleElement().asString().contains("paths.gold", "/nonexistent/gold");
    }

    @Test
    void includesOverrideMainYamlAndMissingIncludesAreWarnings() throws IOException {
        Path project = tmp.resolve("p");
        write(project.resolve("main.yaml"), "pipeline: {name: x}\nincludes:\n  bronze: backend/bronze.yaml\n"
                + "  silver: backend/silver.yaml\n  gold: backend/gold.yaml\n");
        write(project.resolve("backend/silver.yaml"), "paths:\n  silver: " + project.resolve("s") + "\n");
        write(project.resolve("backend/gold.yaml"), "pipeline: {name: from_gold}\n");
        touch(project.resolve("s/t.parquet"));

        Project opened = opener.open(project);

        assertThat(opened.name()).isEqualTo("from_gold");
        assertThat(opened.tables()).extracting(ParquetTable::name).containsExactly("t");
        assertThat(opened.warnings()).anySatisfy(w -> assertThat(w).contains("bronze.yaml", "does not exist"));
    }

    @Test
    void unsetVariableWithoutDefaultNamesTheVariableAndPosition() throws IOException {
        Path project = tmp.resolve("p");
        write(project.resolve("main.yaml"), "pipeline:\n  name: x\npaths:\n  silver: ${NOT_SET}/silver\n");

        assertThatThrownBy(() -> opener.open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("main.yaml:4:11").hasMessageContaining("NOT_SET");
    }

    @Test
    void brokenYamlReportsLineAndColumn() throws IOException {
        Path project = tmp.resolve("p");
        write(project.resolve("main.yaml"), "pipeline:\n  name: [unclosed\npaths: {}\n");

        assertThatThrownBy(() -> opener.open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("main.yaml:").hasMessageContaining("not valid YAML");
    }

    @Test
    void aFileOrAMissingFolderIsAClearError() throws IOException {
        Path file = tmp.resolve("file.txt");
        write(file, "x");

        assertThatThrownBy(() -> opener.open(file)).isInstanceOf(StewardException.class)
                .hasMessageContaining("is a file, not a project folder");
        assertThatThrownBy(() -> opener.open(tmp.resolve("nope"))).isInstanceOf(StewardException.class)
                .hasMessageContaining("does not exist");
    }

    @Test
    void anEmptyFolderOpensWithAWarning() {
        Project opened = opener.open(tmp);

        assertThat(opened.tables()).isEmpty();
        assertThat(opened.warnings()).singleElement().asString().contains("No silver or gold data folder");
        assertThat(opened.dataDirs()).isEmpty();
    }

    @Test
    void knowledgeFilesLiveAtFixedPlaces() {
        Project opened = opener.open(tmp);

        assertThat(List.of(opened.metadataFile(), opened.syntheticExamplesFile(), opened.curationLogFile()))
                .containsExactly(tmp.resolve("metadata.yaml"), tmp.resolve("examples/synthetic.jsonl"),
                        tmp.resolve("curation_log.jsonl"));
    }

    @Test
    void duplicateKeysAliasBombsAndAbsurdNestingInMainYamlAreFileErrorsNotEngineCrashes() throws IOException {
        Path project = tmp.resolve("p");
        write(project.resolve("main.yaml"), "paths:\n  silver: data/silver\npaths:\n  silver: /etc\n");
        assertThatThrownBy(() -> opener.open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("main.yaml:3:1").hasMessageContaining("'paths' appears twice");

        write(project.resolve("main.yaml"), "a: &a [x, x]\nb: [" + "*a, ".repeat(60) + "*a]\n");
        assertThatThrownBy(() -> opener.open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("main.yaml").hasMessageContaining("aliases");

        write(project.resolve("main.yaml"), "paths: " + "[".repeat(100_000));
        assertThatThrownBy(() -> opener.open(project)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("main.yaml").hasMessageContaining("nested far too deeply");
    }

    private static void touch(Path file) throws IOException {
        write(file, "");
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
