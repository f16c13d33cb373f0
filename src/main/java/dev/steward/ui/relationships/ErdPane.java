package dev.steward.ui.relationships;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.JobCallbacks;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.util.function.LongConsumer;
import javafx.animation.PauseTransition;
import javafx.beans.value.ObservableBooleanValue;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.SnapshotParameters;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.transform.Transform;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The ERD half of the tab: approved/all toggle, zoom, exports, and the Mermaid WebView — created only when the
 * tab is first shown, with the 2.6 MB page built in a job. A change of the picture re-renders after a short
 * pause (so typing or quick decisions cost one render); a newer render supersedes an older one in the page.
 */
final class ErdPane extends VBox {
    static final Duration DEBOUNCE = Duration.millis(250);
    /** Below this the sample's 12 px attribute text is too small to read. */
    static final double READABLE_ZOOM = 0.8;
    private final RelationshipsViewModel viewModel;
    private final Jobs jobs;
    private final SaveTarget saveTarget;
    private final StackPane stage = new StackPane();
    /** The stage's placeholder: shown instead of the diagram (never over it) until there is one to show. */
    private final Label status = new Label("The diagram appears when this tab is first shown.");
    private final PauseTransition debounce = new PauseTransition(DEBOUNCE);
    private final ObservableBooleanValue dark;
    private MermaidView mermaid;
    private boolean activated;
    private boolean zoomedByHand;
    private ErdPicture rendered;
    private long changedAt;
    private LongConsumer renderTimes = nanos -> { };

    ErdPane(RelationshipsViewModel viewModel, Jobs jobs, SaveTarget saveTarget, ObservableBooleanValue dark) {
        this.viewModel = viewModel;
        this.jobs = jobs;
        this.saveTarget = saveTarget;
        this.dark = dark;
        setId("erd-pane");
        status.setId("erd-status");
        status.getStyleClass().add(Styles.TEXT_MUTED);
        stage.setId("erd-stage");
        stage.getChildren().add(status);
        VBox.setVgrow(stage, Priority.ALWAYS);
        getChildren().addAll(toolbar(), stage);
        setSpacing(6);
        setPadding(new Insets(6, 0, 0, 0));
        debounce.setOnFinished(e -> renderNow());
        viewModel.pictureProperty().addListener((obs, old, picture) -> {
            changedAt = System.nanoTime();
            debounce.playFromStart();
        });
        viewModel.selectedProperty().addListener((obs, old, row) -> highlightSelection());
        dark.addListener((obs, old, isDark) -> {
            if (mermaid != null) {
                mermaid.setDark(isDark);
            }
        });
    }

    /** Builds the WebView the first time the tab is shown; later calls do nothing. */
    void activate() {
        if (activated) {
            return;
        }
        activated = true;
        status.setText("Preparing the diagram…");
        jobs.submitQuietly("Load the diagram renderer", context -> MermaidView.loadPage(),
                JobCallbacks.<String>of(this::createView, failure -> status.setText("The diagram renderer could "
                        + "not load: " + failure.getMessage())));
    }

    /** Told how long each edit took to show up re-rendered (nanoseconds from the change to the new SVG). */
    void onRenderTime(LongConsumer listener) {
        this.renderTimes = listener;
    }

    MermaidView mermaid() {
        return mermaid;
    }

    private void createView(String page) {
        mermaid = new MermaidView(page);
        mermaid.node().setId("erd-webview");
        mermaid.node().setVisible(false); // until its first drawing: the placeholder says "Preparing…" meanwhile
        mermaid.setDark(dark.get());
        mermaid.onEntityClicked(viewModel::filterToTable);
        mermaid.onRendered(outcome -> {
            if (outcome.rendered() && changedAt != 0) {
                renderTimes.accept(System.nanoTime() - changedAt);
                changedAt = 0;
            }
            // a failure shows too: the page then holds Mermaid's message and the text it could not draw
            showDiagram(rendered == null || !rendered.isEmpty());
            if (outcome.rendered() && !zoomedByHand) {
                openZoom();
            }
        });
        stage.getChildren().add(0, mermaid.node());
        renderNow();
    }

    private void renderNow() {
        ErdPicture picture = viewModel.pictureProperty().get();
        if (mermaid == null || picture == null || picture.equals(rendered)) {
            changedAt = 0;
            return;
        }
        rendered = picture;
        if (picture.isEmpty()) {
            status.setText(viewModel.showAllProperty().get() ? "No relationships yet: add one or run Detect."
                    : "No approved relationships yet: approve one, or show all.");
            showDiagram(false);
        }
        mermaid.render(picture.text(), picture.entities(), picture.joins());
        highlightSelection();
    }

    /** Either the diagram or the placeholder, never the one over the other. */
    private void showDiagram(boolean diagram) {
        if (diagram) {
            status.setVisible(false); // the placeholder goes first, so the two are never shown at once
            mermaid.node().setVisible(true);
        } else {
            mermaid.node().setVisible(false);
            status.setVisible(true);
        }
    }

    /** The selected relationship's line and tables stand out in the diagram (when the diagram draws it). */
    private void highlightSelection() {
        ErdPicture picture = viewModel.pictureProperty().get();
        RelationshipRow row = viewModel.selectedProperty().get();
        if (mermaid != null) {
            mermaid.highlight(picture == null || row == null ? null
                    : picture.joinKey(row.relationship()).orElse(null));
        }
    }

    /** Wraps rather than cuts its buttons when the pane is narrow (the form open beside it, the chat open). */
    private javafx.scene.layout.FlowPane toolbar() {
        ToggleGroup scope = new ToggleGroup();
        ToggleButton approved = toggle("Approved only", "erd-approved", scope);
        ToggleButton all = toggle("All (drafts dashed)", "erd-all", scope);
        scope.selectToggle(viewModel.showAllProperty().get() ? all : approved);
        scope.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                scope.selectToggle(old); // one of the two is always on
            } else {
                viewModel.showAllProperty().set(now == all);
            }
        });
        viewModel.showAllProperty().addListener((obs, old, showAll) -> scope.selectToggle(showAll ? all : approved));
        HBox scopeBox = new HBox(approved, all);
        ToggleButton keys = new ToggleButton("Key columns only");
        keys.setId("erd-keys-only");
        keys.selectedProperty().bindBidirectional(viewModel.keysOnlyProperty());
        approved.getStyleClass().add(Styles.LEFT_PILL);
        all.getStyleClass().add(Styles.RIGHT_PILL);
        HBox view = new HBox(6, iconButton(Feather.ZOOM_OUT, "erd-zoom-out", "Zoom out",
                () -> zoomBy(1 / 1.25)), iconButton(Feather.ZOOM_IN, "erd-zoom-in", "Zoom in", () -> zoomBy(1.25)),
                iconButton(Feather.MAXIMIZE, "erd-fit", "Fit the whole diagram (small text on a large one)", () -> {
                    zoomedByHand = false;
                    fit();
                }), exportMenu());
        view.setAlignment(Pos.CENTER_LEFT);
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(6, 6, scopeBox, keys, view);
        bar.setAlignment(Pos.CENTER_LEFT);
        for (Region part : List.of(scopeBox, keys, view, approved, all)) {
            part.setMinWidth(Region.USE_PREF_SIZE);
        }
        return bar;
    }

    private MenuButton exportMenu() {
        MenuItem markdown = new MenuItem("relationships_erd.md");
        markdown.setId("erd-export-md");
        markdown.setOnAction(e -> viewModel.exportMarkdown());
        MenuItem svg = new MenuItem("SVG…");
        svg.setId("erd-export-svg");
        svg.setOnAction(e -> exportSvg());
        MenuItem png = new MenuItem("PNG…");
        png.setId("erd-export-png");
        png.setOnAction(e -> exportPng());
        MenuButton menu = new MenuButton("Export", new FontIcon(Feather.DOWNLOAD), markdown, svg, png);
        menu.setId("erd-export");
        return menu;
    }

    void exportSvg() {
        if (mermaid == null || mermaid.svg().isEmpty()) {
            return;
        }
        String svg = mermaid.svg();
        saveTarget.choose(getScene().getWindow(), viewModel.project().root().resolve("relationships_erd.svg"))
                .ifPresent(target -> viewModel.export("the diagram as SVG", target,
                        () -> svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The whole diagram, fitted into the view, at twice the screen's resolution. */
    void exportPng() {
        if (mermaid == null || mermaid.svg().isEmpty()) {
            return;
        }
        saveTarget.choose(getScene().getWindow(), viewModel.project().root().resolve("relationships_erd.png"))
                .ifPresent(target -> {
                    double zoom = mermaid.zoom();
                    fit();
                    PauseTransition settle = new PauseTransition(Duration.millis(150)); // let WebKit repaint
                    settle.setOnFinished(e -> {
                        SnapshotParameters params = new SnapshotParameters();
                        params.setTransform(Transform.scale(2, 2));
                        double[] size = mermaid.diagramSize();
                        double width = Math.min(mermaid.node().getWidth(), size[0] * mermaid.zoom() + 24);
                        double height = Math.min(mermaid.node().getHeight(), size[1] * mermaid.zoom() + 24);
                        params.setViewport(new javafx.geometry.Rectangle2D(0, 0, 2 * width, 2 * height));
                        WritableImage image = mermaid.node().snapshot(params, null);
                        mermaid.setZoom(zoom);
                        var buffered = SwingFXUtils.fromFXImage(image, null);
                        viewModel.export("the diagram as PNG", target, () -> {
                            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                            ImageIO.write(buffered, "png", bytes);
                            return bytes.toByteArray();
                        });
                    });
                    settle.play();
                });
    }

    private void zoomBy(double factor) {
        if (mermaid != null) {
            zoomedByHand = true;
            mermaid.setZoom(mermaid.zoom() * factor);
        }
    }

    /**
     * The zoom a diagram opens at: the whole of it when that is still readable, else {@link #READABLE_ZOOM}
     * (the pane scrolls, and a selected relationship is scrolled into view); Fit shows it all on demand.
     */
    void openZoom() {
        if (mermaid == null) {
            return;
        }
        double[] size = mermaid.diagramSize();
        if (size[0] <= 0 || size[1] <= 0) {
            return;
        }
        mermaid.setZoom(Math.max(READABLE_ZOOM, Math.min(1, fitZoom(size))));
        highlightSelection();
    }

    private double fitZoom(double[] size) {
        return Math.min((stage.getWidth() - 40) / size[0], (stage.getHeight() - 40) / size[1]);
    }

    /** Zooms so the whole diagram fits the pane (never above 100 %). */
    void fit() {
        if (mermaid == null) {
            return;
        }
        double[] size = mermaid.diagramSize();
        if (size[0] <= 0 || size[1] <= 0) {
            return;
        }
        mermaid.setZoom(Math.min(1, fitZoom(size)));
    }

    private static ToggleButton toggle(String text, String id, ToggleGroup group) {
        ToggleButton button = new ToggleButton(text);
        button.setId(id);
        button.setToggleGroup(group);
        return button;
    }

    private static Button iconButton(Feather icon, String id, String tip, Runnable action) {
        Button button = new Button(null, new FontIcon(icon));
        button.setId(id);
        button.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> action.run());
        return button;
    }
}
