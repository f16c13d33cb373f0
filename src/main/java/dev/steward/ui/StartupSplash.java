package dev.steward.ui;

import dev.steward.ui.fx.Theme;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The window's first scene, shown before anything else loads: the shell's outline (title bar, a progress line,
 * a status strip) in the theme's colours, drawn with JavaFX's built-in controls and inline styles only, so it
 * costs what an empty JavaFX window costs. The real {@link AppShell} replaces it once the services are built.
 */
final class StartupSplash extends BorderPane {
    private final Label message = new Label();

    StartupSplash(Theme theme, String firstMessage) {
        setId("startup-splash");
        boolean dark = theme == Theme.DARK;
        String background = dark ? "#0d1117" : "#ffffff";
        String bar = dark ? "#161b22" : "#f6f8fa";
        String text = dark ? "#c9d1d9" : "#24292f";
        String muted = dark ? "#8b949e" : "#57606a";
        setStyle("-fx-background-color: " + background + ";");
        Label title = new Label("Steward");
        title.setStyle("-fx-font-weight: bold; -fx-text-fill: " + text + ";");
        HBox top = new HBox(title);
        top.setPadding(new Insets(10, 16, 10, 16));
        top.setStyle("-fx-background-color: " + bar + ";");
        message.setId("startup-message");
        message.setText(firstMessage);
        message.setStyle("-fx-text-fill: " + muted + ";");
        ProgressBar progress = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        progress.setPrefWidth(240);
        VBox centre = new VBox(12, message, progress);
        centre.setAlignment(Pos.CENTER);
        HBox bottom = new HBox(new Label());
        bottom.setMinHeight(28);
        bottom.setStyle("-fx-background-color: " + bar + ";");
        setTop(top);
        setCenter(centre);
        setBottom(bottom);
    }

    /** What the app is doing while the splash shows (e.g. a start-up failure's message). */
    void say(String text) {
        message.setText(text);
    }
}
