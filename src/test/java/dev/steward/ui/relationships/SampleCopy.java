package dev.steward.ui.relationships;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.RelationshipChecks;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.Jobs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.stream.Stream;

/** A copy of the bundled sample project in a temp folder, and the tab's view model over it. */
final class SampleCopy {
    static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);

    private SampleCopy() {
    }

    /** Copies the sample into {@code dir}/sample and opens it. */
    static Project copy(Path dir) throws IOException {
        Path target = dir.resolve("sample");
        try (Stream<Path> files = Files.walk(SAMPLE)) {
            files.forEach(source -> {
                try {
                    Path copy = target.resolve(SAMPLE.relativize(source).toString());
                    if (Files.isDirectory(source)) {
                        Files.createDirectories(copy);
                    } else {
                        Files.copy(source, copy);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return new ProjectOpener(Map.of()).open(target);
    }

    /** Shows {@code tab} alone in a 1280x800 scene with the app's stylesheet, as the tests look at it. */
    static javafx.scene.Scene show(javafx.stage.Stage stage, RelationshipsTab tab) {
        javafx.scene.Scene scene = new javafx.scene.Scene(new javafx.scene.control.TabPane(tab), 1280, 800);
        scene.getStylesheets().add(dev.steward.ui.StewardApp.STYLESHEET);
        stage.setScene(scene);
        stage.show();
        return scene;
    }

    static RelationshipsViewModel viewModel(Project project, Jobs jobs, ErrorPresenter errors) {
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), CLOCK);
        return new RelationshipsViewModel(jobs, errors, project,
                new RelationshipsEditor(new RelationshipsReader(), files, log, "tester"),
                new RelationshipChecks(CLOCK), Detection.withDuckDb(files, CLOCK, log), files);
    }
}
