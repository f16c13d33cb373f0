package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileFormatException;
import dev.steward.project.Layer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** openmedallion's loader cases (test_metadata.py) and Steward's safer overlay rules. */
class MetadataLoaderTest {
    private static final String BASE = """
            tables:
              employees:
                layer: silver
                description: One row per employee.
                status: approved
                synonyms: [staff]
                columns:
                  salary: {description: Yearly pay, synonyms: [wage]}
                  name: {description: Full name, synonyms: [person]}
            glossary:
              headcount: Number of employees.
            """;

    @TempDir
    Path dir;

    private final MetadataLoader loader = new MetadataLoader();

    @Test
    void readsTheYamlWithoutOverlay() throws Exception {
        write("metadata.yaml", BASE);
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config().tables().get("employees").description()).isEqualTo("One row per employee.");
        assertThat(loaded.warnings()).isEmpty();
    }

    @Test
    void missingFilesGiveAnEmptyConfig() {
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config()).isEqualTo(MetadataConfig.empty());
        assertThat(loaded.warnings()).isEmpty();
    }

    @Test
    void overlayReplacesDescriptionAndLeavesOtherFieldsAlone() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", "tables:\n  employees:\n    description: Everyone on payroll.\n");
        TableMetadata employees = loader.loadProject(dir).config().tables().get("employees");
        assertThat(employees.description()).isEqualTo("Everyone on payroll.");
        assertThat(employees.synonyms()).containsExactly("staff");
        assertThat(employees.status()).isEqualTo(TableStatus.APPROVED);
        assertThat(employees.columns().get("salary").description()).isEqualTo("Yearly pay");
    }

    @Test
    void overlayReplacesOneColumnsListWholeWithoutTouchingOthers() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", """
                tables:
                  employees:
                    columns:
                      salary:
                        synonyms: [pay, comp]
                """);
        TableMetadata employees = loader.loadProject(dir).config().tables().get("employees");
        assertThat(employees.columns().get("salary").synonyms()).containsExactly("pay", "comp");
        assertThat(employees.columns().get("salary").description()).isEqualTo("Yearly pay");
        assertThat(employees.columns().get("name").synonyms()).containsExactly("person");
        assertThat(employees.columns().keySet()).containsExactly("salary", "name");
    }

    @Test
    void explicitNullInTheOverlayReplaces() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", "tables:\n  employees:\n    synonyms: null\n");
        assertThat(loader.loadProject(dir).config().tables().get("employees").synonyms()).isNull();
    }

    @Test
    void overlayAddsGlossaryTermsInBothForms() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", """
                glossary:
                  attrition: Employees who left.
                  bonus pool: {definition: Not tracked here., status: approved, not_tracked: true}
                """);
        MetadataConfig config = loader.loadProject(dir).config();
        assertThat(config.glossary().keySet()).containsExactly("headcount", "attrition", "bonus pool");
        assertThat(config.glossary().get("bonus pool").notTracked()).isTrue();
    }

    @Test
    void stewardsDefinitionsApplyToFlatTermsOfBothFilesAndWinOverAnOldMapping() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", """
                glossary:
                  fiscal_year: The year from February to January.
                  bonus pool: {definition: Not tracked here., status: draft}
                """);
        Files.createDirectories(dir.resolve("steward"));
        write("steward/definitions.yaml", """
                terms:
                  headcount: {status: approved, synonyms: [staff count]}
                  fiscal_year: {status: approved, synonyms: [FY]}
                  bonus pool: {status: approved, not_tracked: true}
                  gone: {status: approved}
                """);
        MetadataConfig config = loader.loadProject(dir).config();
        assertThat(config.glossary().keySet()).containsExactly("headcount", "fiscal_year", "bonus pool");
        assertThat(config.glossary().get("headcount").synonyms()).containsExactly("staff count");
        assertThat(config.glossary().get("headcount").status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(config.glossary().get("fiscal_year").synonyms()).containsExactly("FY");
        assertThat(config.glossary().get("fiscal_year").definition()).isEqualTo("The year from February to January.");
        assertThat(config.glossary().get("bonus pool").notTracked()).isTrue();
        assertThat(config.glossary().get("bonus pool").status()).isEqualTo(GlossaryStatus.APPROVED);
        assertThat(new MetadataReader().read(dir.resolve("metadata.yaml")).glossary().get("headcount").status())
                .isEqualTo(GlossaryStatus.APPROVED);
    }

    @Test
    void overlayWorksWithoutMetadataYaml() throws Exception {
        write("metadata_enhancements.yaml", "tables:\n  jobs:\n    layer: gold\n    description: Open jobs.\n");
        MetadataConfig config = loader.loadProject(dir).config();
        assertThat(config.table(Layer.GOLD, "jobs").orElseThrow().description()).isEqualTo("Open jobs.");
        assertThat(config.glossary()).isNull();
    }

    @Test
    void overlayCannotChangeStatusAndSaysWhere() throws Exception {
        write("metadata.yaml", "tables:\n  orders:\n    layer: silver\n    status: draft\n");
        write("metadata_enhancements.yaml", "tables:\n  orders:\n    status: approved\n    description: d\n"
                + "  new_one:\n    layer: silver\n    status: approved\n");
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config().tables().get("orders").status()).isEqualTo(TableStatus.DRAFT);
        assertThat(loaded.config().tables().get("orders").description()).isEqualTo("d");
        assertThat(loaded.config().tables().get("new_one").status()).isEqualTo(TableStatus.DRAFT);
        assertThat(loaded.warnings()).extracting(LoadWarning::text).containsExactly(
                dir.resolve("metadata_enhancements.yaml") + ":3:5: 'status' of table 'orders' is ignored: "
                        + "the overlay cannot approve or change a table's review state",
                dir.resolve("metadata_enhancements.yaml") + ":7:5: 'status' of table 'new_one' is ignored: "
                        + "the overlay cannot approve or change a table's review state");
    }

    @Test
    void brokenOverlayEntriesAreSkippedWithWarningsAndTheRestApplies() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", """
                tables:
                  unknown_table:
                    description: no layer here
                  employees:
                    description: Applied.
                  bad_enum:
                    layer: platinum
                glossary:
                  broken: [not, a, definition]
                  fine: Still applied.
                """);
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config().tables().keySet()).containsExactly("employees");
        assertThat(loaded.config().tables().get("employees").description()).isEqualTo("Applied.");
        assertThat(loaded.config().glossary()).containsKey("fine").doesNotContainKey("broken");
        Path overlay = dir.resolve("metadata_enhancements.yaml");
        assertThat(loaded.warnings()).hasSize(3);
        assertThat(loaded.warnings().get(0).text()).startsWith(overlay + ":2:3: overlay entry for table "
                + "'unknown_table' was skipped: ").contains("missing the required key 'layer'");
        assertThat(loaded.warnings().get(1).text()).startsWith(overlay + ":6:3: ")
                .contains(overlay + ":7:12: 'layer' of table 'bad_enum' must be one of silver, gold");
        assertThat(loaded.warnings().get(2).location().line()).isEqualTo(9);
    }

    @Test
    void overlayErrorsPointIntoTheOverlayFileAfterTheMerge() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", "tables:\n  employees:\n    columns:\n      salary: {status: approved}\n");
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.warnings()).singleElement().satisfies(w -> assertThat(w.text())
                .contains(dir.resolve("metadata_enhancements.yaml") + ":4:16: unknown key 'status' in column"));
        assertThat(loaded.config().tables().get("employees").columns().get("salary").description())
                .isEqualTo("Yearly pay");
    }

    @Test
    void unparseableOverlayIsIgnoredWithAWarning() throws Exception {
        write("metadata.yaml", BASE);
        write("metadata_enhancements.yaml", "tables: [unclosed\n");
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config().tables()).containsKey("employees");
        assertThat(loaded.warnings()).singleElement().satisfies(w -> assertThat(w.message())
                .startsWith("the overlay was ignored: invalid YAML"));
    }

    @Test
    void invalidMetadataYamlFailsTheLoadNamingTheFile() throws Exception {
        write("metadata.yaml", "tables:\n  jobs:\n    description: no layer\n");
        assertThatThrownBy(() -> loader.loadProject(dir)).isInstanceOf(FileFormatException.class)
                .hasMessageContaining("metadata.yaml:2:3").hasMessageContaining("layer");
    }

    @Test
    void overlayCannotCreateASecondEntryForTheSameGoldTable() throws Exception {
        write("metadata.yaml", "tables:\n  kpis: {layer: gold}\n");
        write("metadata_enhancements.yaml", "tables:\n  gold.kpis: {layer: gold, description: dup}\n");
        LoadedMetadata loaded = loader.loadProject(dir);
        assertThat(loaded.config().tables().keySet()).containsExactly("kpis");
        assertThat(loaded.warnings()).singleElement().satisfies(w -> assertThat(w.message())
                .contains("as the entry 'kpis'"));
    }

    private void write(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }
}
