package dev.steward.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The JavaFX application. Built out by the app-shell work. */
public final class StewardApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("Steward");
        stage.setScene(new Scene(new Label("Steward"), 800, 600));
        stage.show();
    }
}
