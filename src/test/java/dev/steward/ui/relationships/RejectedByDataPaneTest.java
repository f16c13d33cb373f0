package dev.steward.ui.relationships;

import static dev.steward.ui.relationships.RelationshipsTabTest.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Relationships tab lists the candidates the data contradicted (steward/relationships.yaml
 * {@code rejected_by_data}, never relationships.yaml) collapsed under "Rejected by the data (N)", each with its
 * evidence when expanded; headless, on a copy of the sample.
 */
@ExtendWith(ApplicationExtension.class)
class RejectedByDataPaneTest {
    @TempDir
    Path dir;
    private Project project;
    private RelationshipsViewModel vm;
    private FxJobs jobs;

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
        project = SampleCopy.copy(dir);
        jobs = new FxJobs(2);
        vm = SampleCopy.viewModel(project, jobs, new ErrorPresenter());
        RelationshipsTab tab = new RelationshipsTab(vm, jobs, (owner, suggested) -> Optional.empty(),
                new SimpleBooleanProperty(false));
        SampleCopy.show(stage, tab);
        vm.load();
    }

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void dataRejectedCandidatesAreCollapsedThenShownWithTheirEvidence(FxRobot robot) throws Exception {
        String sidecar = Files.readString(project.root().resolve("steward/relationships.yaml"));
        int inFile = sidecar.substring(sidecar.indexOf("rejected_by_data:"), sidecar.indexOf("relationships:"))
                .split("\n- ", -1).length - 1;
        assertThat(inFile).as("the sample keeps data-rejected candidates").isPositive();
        waitUntil(() -> !vm.rejectedByData().isEmpty());
        TitledPane pane = fx(() -> robot.lookup("#relationships-rejected-by-data").queryAs(TitledPane.class));

        assertThat(fx(pane::getText)).isEqualTo("Rejected by the data (" + inFile + ")");
        assertThat(fx(pane::isExpanded)).isFalse();
        assertThat(fx(pane::isVisible)).isTrue();

        robot.clickOn(fx(() -> pane.lookup(".title")));
        waitUntil(pane::isExpanded);
        @SuppressWarnings("unchecked")
        TableView<RelationshipRow> rows = fx(() -> robot.lookup("#relationships-rejected-table")
                .queryAs(TableView.class));
        List<String> evidence = fx(() -> rows.getItems().stream().map(RelationshipRow::evidence).toList());
        assertThat(evidence).hasSize(inFile).allSatisfy(e -> assertThat(e).contains("orphans"));
        assertThat(fx(() -> rows.getItems().stream().map(RelationshipRow::from).toList())).contains("customers");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> rowSpace(rows))).as("room for every rejected row (up to 6) below the header and the "
                + "sideways scroll bar").isGreaterThanOrEqualTo(rows.getFixedCellSize() * Math.min(6, inFile));
        assertThat(Files.readString(project.relationshipsFile())).as("never in openmedallion's file")
                .doesNotContain("from_table: customers\n    to_table: reps");
        assertThat(fx(() -> vm.visibleRows().stream().noneMatch(r -> vm.rejectedByData().contains(r)))).isTrue();
    }

    /** The table's height less its header and, when shown, its horizontal scroll bar. */
    private static double rowSpace(TableView<?> table) {
        double header = table.lookup(".column-header-background").getBoundsInLocal().getHeight();
        double bar = table.lookupAll(".scroll-bar").stream()
                .filter(n -> n instanceof javafx.scene.control.ScrollBar b
                        && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && b.isVisible())
                .mapToDouble(n -> n.getBoundsInLocal().getHeight()).sum();
        return table.getHeight() - header - bar;
    }

    private static <T> T fx(java.util.concurrent.Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(30, TimeUnit.SECONDS);
    }
}
