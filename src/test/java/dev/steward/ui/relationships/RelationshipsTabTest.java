package dev.steward.ui.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Project;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.WindowOfItsOwn;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.Theme;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Relationships tab headless on a copy of the sample project, with real jobs, DuckDB and the bundled
 * Mermaid: what the SVG in the WebView shows after each decision, what the file and the curation log say,
 * exports, and screenshots in both themes (target/screenshots/relationships-*.png).
 */
@ExtendWith(ApplicationExtension.class)
class RelationshipsTabTest {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    @TempDir
    Path dir;
    private Project project;
    private RelationshipsViewModel vm;
    private RelationshipsTab tab;
    private FxJobs jobs;
    private Scene scene;
    private final SimpleBooleanProperty dark = new SimpleBooleanProperty(false);
    private final java.util.List<Long> renderNanos = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Each moment the ERD's placeholder ("Preparing the diagram…") was shown over a shown diagram. */
    private final java.util.List<String> placeholderOverDiagram = new java.util.concurrent.CopyOnWriteArrayList<>();
    private Stage window;

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
        project = SampleCopy.copy(dir);
        jobs = new FxJobs(2);
        vm = SampleCopy.viewModel(project, jobs, new ErrorPresenter());
        SaveTarget exports = (owner, suggested) -> Optional.of(dir.resolve("out").resolve(suggested.getFileName()));
        tab = new RelationshipsTab(vm, jobs, exports, dark);
        tab.erd().onRenderTime(renderNanos::add);
        watchPlaceholder();
        window = stage;
        scene = SampleCopy.show(stage, tab);
        vm.load();
    }

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void addApproveToggleHoverClickAndExport(FxRobot robot) throws Exception {
        waitUntil(() -> count("path.relationshipLine") > 0);
        int dashed = count("path.relationshipLine.edge-pattern-dashed");
        assertThat(onFx(() -> tab.erd().mermaid().zoom())).as("opens readable, not fitted to a speck")
                .isGreaterThanOrEqualTo(ErdPane.READABLE_ZOOM);
        assertThat(svg()).as("the self-join is a note on reps.manager_id, not a loop").doesNotContain("cyclic")
                .contains("→ rep_id");

        robot.clickOn("#relationships-new");
        onFx(() -> {
            RelationshipForm form = vm.form();
            form.fromTableProperty().set("rep_performance");
            form.toTableProperty().set("revenue_by_region_quarter");
            form.pairs().get(0).fromColumn().set("region");
            form.pairs().get(0).toColumn().set("region");
            form.addPair();
            form.pairs().get(1).fromColumn().set("quarter");
            form.pairs().get(1).toColumn().set("quarter");
            return null;
        });
        robot.clickOn("#form-check");
        waitUntil(() -> vm.form().checkedProperty().get());
        robot.clickOn("#form-save");
        waitUntil(() -> count("path.relationshipLine.edge-pattern-dashed") == dashed + 1);
        assertThat(svg()).contains("region, quarter").contains("revenue_by_region_quarter");

        String before = Files.readString(project.relationshipsFile());
        onFx(() -> {
            vm.statusFilterProperty().set("draft");
            vm.selectedProperty().set(null);
            vm.moveSelection(1);
            robot.lookup("#relationships-table").query().requestFocus();
            return null;
        });
        assertThat(onFx(() -> vm.selectedProperty().get().to())).isEqualTo("products");
        waitUntil(() -> count("path.relationshipLine.selected") == 1 && count("g.node.selected") == 2);
        assertThat(String.valueOf(script("document.querySelector('#diagram path.relationshipLine.selected').id")))
                .as("the selection's edge is the one highlighted").contains("transactions").contains("products");
        robot.type(KeyCode.A);
        waitUntil(() -> count("path.relationshipLine.edge-pattern-dashed") == dashed);
        assertThat(Files.readString(project.relationshipsFile())).isEqualTo(before.replaceFirst(
                "status: draft", "status: approved"));
        assertThat(log().entries().entries()).extracting(CurationEntry::action)
                .containsExactly(CurationAction.ADD, CurationAction.APPROVE);

        robot.clickOn("#erd-approved");
        waitUntil(() -> count("path.relationshipLine.edge-pattern-dashed") == 0);
        assertThat(svg()).contains("products").doesNotContain("revenue_by_region_quarter");
        robot.clickOn("#erd-all");
        waitUntil(() -> count("path.relationshipLine.edge-pattern-dashed") == dashed);

        script("var hit = document.querySelector('path.hit[data-join*=\"rep_id\"]');"
                + "hit.dispatchEvent(new MouseEvent('mousemove', {bubbles: true, clientX: 40, clientY: 40}))");
        assertThat(String.valueOf(script("document.getElementById('tip').textContent"))).contains(" on rep_id");
        assertThat(String.valueOf(script("document.getElementById('tip').style.display"))).isEqualTo("block");

        script("document.querySelector('g.node[data-table=\"targets\"]').dispatchEvent("
                + "new MouseEvent('click', {bubbles: true}))");
        waitUntil(() -> "targets".equals(vm.tableFilterProperty().get()));
        assertThat(onFx(() -> vm.visibleRows().stream().allMatch(r -> r.touches("targets")))).isTrue();
        // The filtered diagram is rendered after a debounce: wait for it, or the unfiltered one still on screen
        // would satisfy the next wait and the export would catch the filtered render landing late.
        waitUntil(() -> count("g.node[data-table=\"products\"]") == 0);

        exportsAndScreenshots();
        Files.writeString(Path.of("target", "erd-timing-sample.txt"), "Sample ERD, change to re-rendered diagram (ms, "
                + "250 ms debounce included): " + renderNanos.stream().map(n -> Long.toString(n / 1_000_000)).toList()
                + System.lineSeparator());
    }

    /**
     * The tab's part of a 1280x800 window with the chat open (845x682): the list shows its rows with the status in
     * view, a check's result does not move the list, and the placeholder never lies over the diagram.
     */
    @Test
    void besideTheOpenChatTheListShowsItsRowsAndStatusAndACheckMovesNothing(FxRobot robot) throws Exception {
        WindowOfItsOwn beside = onFx(() -> new WindowOfItsOwn(scene, 845, 682));
        try {
            besideTheChat(robot);
        } finally {
            onFx(() -> {
                beside.close();
                return null;
            });
        }
    }

    private void besideTheChat(FxRobot robot) throws Exception {
        waitUntil(() -> count("path.relationshipLine") > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(placeholderOverDiagram).as("'Preparing the diagram…' over the diagram").isEmpty();
        assertThat(onFx(() -> robot.lookup("#erd-status").query().isVisible())).isFalse();

        TableView<?> list = onFx(() -> robot.lookup("#relationships-table").queryAs(TableView.class));
        // 3 whole rows at a third of the height; 5 at half in the tests' fonts (6 in the app under Xvfb)
        assertThat(onFx(() -> wholeRowsInView(list))).as("rows of the list in view").isGreaterThanOrEqualTo(5);
        double statusEnd = onFx(() -> {
            double x = 0;
            for (javafx.scene.control.TableColumn<?, ?> column : list.getVisibleLeafColumns()) {
                x += column.getWidth();
                if (column.getText().equals("Status")) {
                    return x;
                }
            }
            return Double.MAX_VALUE;
        });
        assertThat(statusEnd).as("the Status column's right edge, in a list %s px wide", onFx(list::getWidth))
                .isLessThanOrEqualTo(onFx(list::getWidth));

        javafx.scene.Node split = onFx(() -> robot.lookup("#relationships-split").query());
        double top = onFx(() -> split.localToScene(0, 0).getY());
        onFx(() -> {
            vm.moveSelection(1);
            vm.editSelected();
            return null;
        });
        robot.clickOn("#form-check");
        waitUntil(() -> vm.form().checkedProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> vm.messageProperty().get())).startsWith("Checked: ");
        assertThat(onFx(() -> split.localToScene(0, 0).getY())).as("the list's top after a check").isEqualTo(top);
    }

    /** Rows whose whole height is inside the list (under its header, above its scroll bar). */
    private static int wholeRowsInView(TableView<?> list) {
        javafx.geometry.Bounds inside = list.localToScene(list.getLayoutBounds());
        double bottom = inside.getMaxY() - 14; // the horizontal scroll bar
        int whole = 0;
        for (javafx.scene.Node node : list.lookupAll(".table-row-cell")) {
            if (node instanceof javafx.scene.control.TableRow<?> row && row.getItem() != null && row.isVisible()) {
                javafx.geometry.Bounds bounds = row.localToScene(row.getLayoutBounds());
                if (bounds.getMinY() >= inside.getMinY() && bounds.getMaxY() <= bottom) {
                    whole++;
                }
            }
        }
        return whole;
    }

    /** Records each moment the placeholder and the WebView are both shown (from before the WebView exists). */
    private void watchPlaceholder() {
        javafx.scene.Node status = tab.erd().lookup("#erd-status");
        javafx.scene.layout.Pane stage = (javafx.scene.layout.Pane) status.getParent();
        Runnable check = () -> stage.getChildren().stream().filter(n -> "erd-webview".equals(n.getId()))
                .filter(javafx.scene.Node::isVisible).filter(n -> status.isVisible())
                .forEach(n -> placeholderOverDiagram.add(((javafx.scene.control.Label) status).getText()));
        status.visibleProperty().addListener(o -> check.run());
        stage.getChildren().addListener((javafx.collections.ListChangeListener<javafx.scene.Node>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(n -> n.visibleProperty().addListener(o -> check.run()));
            }
            check.run();
        });
    }

    /** Exports (relationships_erd.md, SVG, PNG), then screenshots light and dark. */
    private void exportsAndScreenshots() throws Exception {
        onFx(() -> {
            vm.filterToTable("");
            return null;
        });
        waitUntil(() -> count("g.node[data-table=\"products\"]") == 1);
        onFx(() -> {
            tab.erd().exportSvg();
            tab.erd().exportPng();
            vm.exportMarkdown();
            return null;
        });
        Path out = dir.resolve("out");
        waitUntil(() -> Files.exists(out.resolve("relationships_erd.png"))
                && Files.exists(project.relationshipsErdFile()) && Files.exists(out.resolve("relationships_erd.svg")));
        assertThat(Files.readString(out.resolve("relationships_erd.svg"))).startsWith("<svg").contains("transactions");
        BufferedImage png = ImageIO.read(out.resolve("relationships_erd.png").toFile());
        // the whole diagram fitted into the pane, at twice the screen's resolution: without the self-join's loop
        // the sample's diagram is taller than wide, so the ERD pane's height bounds it (384 px wide at 1280x800
        // with the list at a third of the height, 226 px since the list has half: a PNG 453 px wide)
        assertThat(png.getWidth()).isGreaterThan(400);
        Files.createDirectories(SCREENSHOTS);
        Files.copy(out.resolve("relationships_erd.png"), SCREENSHOTS.resolve("relationships-export.png"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(Files.readString(project.relationshipsErdFile())).contains("```mermaid\nerDiagram")
                .contains("products");

        onFx(() -> {
            vm.statusFilterProperty().set("draft");
            vm.moveSelection(1);
            tab.erd().fit();
            return null;
        });
        snapshot("relationships-light.png");
        onFx(() -> {
            Application.setUserAgentStylesheet(Theme.DARK.userAgentStylesheet());
            dark.set(true);
            return null;
        });
        waitUntil(() -> String.valueOf(script("document.documentElement.className")).equals("dark")
                && count("path.relationshipLine") > 0);
        Thread.sleep(300); // let WebKit paint the re-rendered diagram before the snapshot
        snapshot("relationships-dark.png");
        onFx(() -> {
            Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
            return null;
        });
    }

    private int count(String selector) throws Exception {
        Object n = script("document.querySelectorAll('#diagram " + selector + "').length");
        return n instanceof Number number ? number.intValue() : -1;
    }

    private String svg() throws Exception {
        return onFx(() -> tab.erd().mermaid().svg());
    }

    private Object script(String js) throws Exception {
        return onFx(() -> tab.erd().mermaid() == null ? null : tab.erd().mermaid().evaluate(js));
    }

    private CurationLog log() {
        AtomicFiles files = new AtomicFiles();
        return new CurationLog(project.curationLogFile(), new JsonLinesAppender(files), new JsonLinesReader(),
                SampleCopy.CLOCK);
    }

    private void snapshot(String name) throws Exception {
        Files.createDirectories(SCREENSHOTS);
        WaitForAsyncUtils.waitForFxEvents();
        onFx(() -> {
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png",
                        SCREENSHOTS.resolve(name).toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return null;
        });
    }

    private static <T> T onFx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get(30, TimeUnit.SECONDS);
    }

    /** Polls every 100 ms (not flat out: the FX thread is busy rendering what we wait for). */
    static void waitUntil(Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!onFx(condition)) {
            if (System.nanoTime() > deadline) {
                throw new java.util.concurrent.TimeoutException("condition not met within 60 s");
            }
            Thread.sleep(100);
        }
    }
}
