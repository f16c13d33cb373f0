package dev.steward.ui.relationships;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.ParquetDescriber;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.Theme;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A generated 60-table project (20 dimensions, 40 facts, 80 join paths, 60 approved) renders its ERD; the time
 * from an edit to the re-rendered diagram is written to target/erd-timing.txt (reported, not asserted: the
 * machine's load decides it).
 */
@ExtendWith(ApplicationExtension.class)
class LargeErdTest {
    @TempDir
    Path dir;
    private RelationshipsViewModel vm;
    private RelationshipsTab tab;
    private FxJobs jobs;
    private Scene scene;
    private final List<Long> renderNanos = new CopyOnWriteArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(Theme.LIGHT.userAgentStylesheet());
        Project project = generate(dir.resolve("wide"));
        jobs = new FxJobs(2);
        vm = SampleCopy.viewModel(project, jobs, new ErrorPresenter());
        tab = new RelationshipsTab(vm, jobs, (owner, suggested) -> Optional.empty(), new SimpleBooleanProperty());
        tab.erd().onRenderTime(renderNanos::add);
        scene = SampleCopy.show(stage, tab);
        vm.load();
    }

    @AfterEach
    void stop() {
        jobs.close();
    }

    @Test
    void sixtyTablesRenderAndAnEditReRenders() throws Exception {
        RelationshipsTabTest.waitUntil(() -> count("g.node") == 60 && !renderNanos.isEmpty());
        long firstRender = renderNanos.get(0);
        int approvedLines = count("path.relationshipLine.edge-pattern-solid");

        WaitForAsyncUtils.asyncFx(() -> {
            vm.statusFilterProperty().set("draft");
            vm.moveSelection(1);
            vm.approveSelected();
        }).get(10, TimeUnit.SECONDS);
        RelationshipsTabTest.waitUntil(() -> count("path.relationshipLine.edge-pattern-solid") > approvedLines
                && renderNanos.size() >= 2);

        long editToRender = renderNanos.get(renderNanos.size() - 1);
        String report = String.format("ERD of a 60-table project (80 relationships): first render %d ms after load; "
                + "edit (approve) to re-rendered diagram %d ms (includes the %d ms debounce)%n",
                firstRender / 1_000_000, editToRender / 1_000_000, (long) ErdPane.DEBOUNCE.toMillis());
        Files.writeString(Path.of("target", "erd-timing.txt"), report);
        System.out.print(report);
        assertThat(renderNanos).hasSizeGreaterThanOrEqualTo(2);
        Files.createDirectories(Path.of("target", "screenshots"));
        WaitForAsyncUtils.asyncFx(() -> {
            try {
                ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png",
                        Path.of("target", "screenshots", "relationships-60-tables.png").toFile());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).get(10, TimeUnit.SECONDS);
    }

    private int count(String selector) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            MermaidView view = tab.erd().mermaid();
            Object n = view == null ? null : view.evaluate("document.querySelectorAll('#diagram " + selector
                    + "').length");
            return n instanceof Number number ? number.intValue() : -1;
        }).get(10, TimeUnit.SECONDS);
    }

    /** dim_00..dim_19 (id, name) and fact_00..fact_39 each joined to two dimensions; 60 approved, 20 drafts. */
    private static Project generate(Path root) throws Exception {
        Path silver = Files.createDirectories(root.resolve("data/silver"));
        StringBuilder yaml = new StringBuilder("relationships:\n");
        try (Connection duck = DriverManager.getConnection("jdbc:duckdb:"); Statement sql = duck.createStatement()) {
            for (int d = 0; d < 20; d++) {
                copy(sql, String.format("SELECT range AS dim_%02d_id, 'n' || range AS label FROM range(50)", d),
                        silver.resolve(String.format("dim_%02d.parquet", d)));
            }
            for (int f = 0; f < 40; f++) {
                int a = f % 20;
                int b = (f * 7 + 3) % 20 == a ? (a + 1) % 20 : (f * 7 + 3) % 20;
                copy(sql, String.format("SELECT range AS fact_%02d_id, range %% 50 AS dim_%02d_id, range %% 50 AS "
                        + "dim_%02d_id, range * 1.5 AS amount FROM range(200)", f, a, b),
                        silver.resolve(String.format("fact_%02d.parquet", f)));
                yaml.append(entry(f, a, "approved")).append(entry(f, b, f % 2 == 0 ? "draft" : "approved"));
            }
        }
        Files.writeString(root.resolve("relationships.yaml"), yaml.toString());
        return new ProjectOpener(Map.of()).open(root);
    }

    private static String entry(int fact, int dim, String status) {
        return String.format("  - from_table: fact_%02d%n    to_table: dim_%02d%n    join_on: [dim_%02d_id]%n"
                + "    status: %s%n    method: fk_naming%n", fact, dim, dim, status);
    }

    private static void copy(Statement sql, String select, Path file) throws Exception {
        sql.execute("COPY (" + select + ") TO " + ParquetDescriber.sqlString(file.toString()) + " (FORMAT parquet)");
    }
}
