package dev.steward.ui.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.conformance.OmConformance;
import dev.steward.project.Project;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tab's behaviour without a toolkit, on a copy of the sample project with real Parquet and DuckDB. */
class RelationshipsViewModelTest {
    @TempDir
    Path dir;
    private Project project;
    private final ErrorPresenter errors = new ErrorPresenter();
    private RelationshipsViewModel vm;

    @BeforeEach
    void setUp() throws Exception {
        project = SampleCopy.copy(dir);
        vm = SampleCopy.viewModel(project, new ImmediateJobs(), errors);
        vm.load();
    }

    @Test
    void filtersByStatusAndTable() {
        assertThat(vm.visibleRows()).hasSize(10); // the 2 the data contradicts live in steward/relationships.yaml
        vm.statusFilterProperty().set("approved");
        assertThat(vm.visibleRows()).hasSize(5).allMatch(r -> r.status().equals("approved"));
        vm.statusFilterProperty().set("hand-added");
        assertThat(vm.visibleRows()).singleElement().satisfies(r -> assertThat(r.joinOn()).isEqualTo(
                "manager_id = rep_id"));
        vm.statusFilterProperty().set("all");
        vm.filterToTable("targets");
        assertThat(vm.visibleRows()).isNotEmpty().allMatch(r -> r.touches("targets"));
        assertThat(vm.pictureProperty().get().entities().values()).contains("targets", "rep_performance")
                .doesNotContain("products", "customers"); // customers -> targets is rejected by the data
        assertThat(vm.headerProperty().get()).startsWith("10 relationships · 5 approved · 5 draft · 0 stale")
                .endsWith(" · 2 rejected by the data (steward/relationships.yaml)");
    }

    @Test
    void anApprovedEntryNamingATableWithoutParquetShowsTheTableMissingNotApproved() throws Exception {
        Files.writeString(project.relationshipsFile(), Files.readString(project.relationshipsFile()).replaceFirst(
                "relationships:\n", "relationships:\n  - {from_table: transactions, to_table: regions, "
                        + "join_on: [region], confidence: high, status: approved, method: fk_naming}\n"));

        vm.load();

        RelationshipRow row = vm.visibleRows().stream().filter(r -> r.to().equals("regions")).findFirst().orElseThrow();
        assertThat(row.shownStatus()).isEqualTo("table missing");
        assertThat(row.tooltip()).startsWith("approved in relationships.yaml, but 'regions' has no readable Parquet file");
        assertThat(vm.visibleRows()).filteredOn(r -> r != row).extracting(RelationshipRow::shownStatus)
                .doesNotContain("table missing");
        assertThat(vm.headerProperty().get()).contains(" · 1 naming a missing table");
        vm.filterToTable("regions");
        assertThat(vm.pictureProperty().get().text()).as("not an empty box")
                .containsPattern("regions \\{\\n\\s+MISSING no_readable_Parquet_file\\n\\s+}");
    }

    @Test
    void jAndKMoveAndApproveWritesAndLogsTheDecision() throws Exception {
        vm.statusFilterProperty().set("draft");
        vm.moveSelection(1);
        vm.moveSelection(1);
        vm.moveSelection(-1);
        RelationshipRow first = vm.visibleRows().get(0);
        assertThat(vm.selectedProperty().get()).isEqualTo(first);

        vm.approveSelected();

        assertThat(vm.visibleRows()).hasSize(4).noneMatch(r -> r.relationship().identity()
                .equals(first.relationship().identity()));
        assertThat(log().entries().entries()).extracting(CurationEntry::action).containsExactly(CurationAction.APPROVE);
        assertThat(vm.pictureProperty().get().text()).contains(first.from() + " }o--||");
        assertThat(vm.messageProperty().get()).isEqualTo("Approved " + first.from() + " → " + first.to() + ".");
        assertThat(OmConformance.check(project.root())).isEmpty();
    }

    @Test
    void aRejectionSaysRejected() throws Exception {
        vm.statusFilterProperty().set("draft");
        vm.moveSelection(1);
        RelationshipRow first = vm.visibleRows().get(0);

        vm.rejectSelected();

        assertThat(vm.messageProperty().get()).as("not 'Rejectd'")
                .isEqualTo("Rejected " + first.from() + " → " + first.to() + ".");
    }

    @Test
    void rejectingAnApprovedEntryIsRefusedWithAReason() throws Exception {
        String before = Files.readString(project.relationshipsFile());
        vm.statusFilterProperty().set("approved");
        vm.moveSelection(1);

        vm.rejectSelected();

        assertThat(vm.messageProperty().get()).contains("delete it");
        assertThat(Files.readString(project.relationshipsFile())).isEqualTo(before);
    }

    @Test
    void theFormSavesOnlyAfterACheckAgainstTheData() throws Exception {
        vm.startNew();
        RelationshipForm form = vm.form();
        form.fromTableProperty().set("rep_performance");
        form.toTableProperty().set("revenue_by_region_quarter");
        form.pairs().get(0).fromColumn().set("region");
        form.pairs().get(0).toColumn().set("region");
        form.addPair();
        form.pairs().get(1).fromColumn().set("quarter");
        form.pairs().get(1).toColumn().set("quarter");

        vm.saveForm();
        assertThat(vm.messageProperty().get()).contains("Check the path");
        vm.checkForm();
        assertThat(form.checkedProperty().get()).isTrue();
        assertThat(form.evidenceProperty().get().targetUnique()).isTrue();
        vm.saveForm();

        assertThat(form.openProperty().get()).isFalse();
        assertThat(vm.visibleRows()).hasSize(11);
        assertThat(Files.readString(project.relationshipsFile())).contains(
                "from_table: rep_performance\n    to_table: revenue_by_region_quarter");
        assertThat(vm.selectedProperty().get().method()).isEqualTo("hand-added");
    }

    @Test
    void aCheckOfAnUnknownColumnNamesItAndChangesNothing() throws Exception {
        vm.startNew();
        vm.form().fromTableProperty().set("transactions");
        vm.form().toTableProperty().set("reps");
        vm.form().pairs().get(0).fromColumn().set("no_such_column");
        vm.form().pairs().get(0).toColumn().set("rep_id");

        vm.checkForm();

        assertThat(errors.currentProperty().get().headline()).contains("no column 'no_such_column'");
        assertThat(vm.form().checkedProperty().get()).isFalse();
    }

    @Test
    void detectKeepsApprovedEntriesAndShowsWhatIsNew() throws Exception {
        vm.statusFilterProperty().set("draft");
        vm.moveSelection(1);
        vm.deleteSelected(); // a proposal the next Detect brings back as new
        vm.statusFilterProperty().set("all");
        int afterDelete = vm.visibleRows().size();

        vm.detect();

        assertThat(vm.messageProperty().get()).startsWith("Detect: ");
        assertThat(vm.statusFilterProperty().get()).isEqualTo("new");
        assertThat(vm.visibleRows()).isNotEmpty().allMatch(RelationshipRow::isNew);
        vm.statusFilterProperty().set("approved");
        assertThat(vm.visibleRows()).hasSize(5);
        assertThat(afterDelete).isEqualTo(9);
        assertThat(vm.visibleRows()).allMatch(r -> r.relationship().status() == RelationshipStatus.APPROVED);
        assertThat(OmConformance.check(project.root())).isEmpty();
    }

    private CurationLog log() {
        AtomicFiles files = new AtomicFiles();
        return new CurationLog(project.curationLogFile(), new JsonLinesAppender(files), new JsonLinesReader(),
                SampleCopy.CLOCK);
    }
}
