package dev.steward.ui.fx;

import javafx.scene.Group;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Shows a scene's content in a window of its own at a given size, then gives it back. TestFX hands every test class
 * the same primary stage: resizing that stage makes the size explicit, and JavaFX then keeps it for every later
 * test's scene (a 1280x800 app scene in an 845x682 window puts the chat's input outside the window). Create and
 * {@link #close()} on the FX thread.
 */
public final class WindowOfItsOwn implements AutoCloseable {
    private final Scene home;
    private final Parent content;
    private final Stage window = new Stage();

    public WindowOfItsOwn(Scene home, double width, double height) {
        this.home = home;
        this.content = home.getRoot();
        home.setRoot(new Group());
        Scene scene = new Scene(content, width, height);
        scene.getStylesheets().setAll(home.getStylesheets());
        window.setScene(scene);
        window.show();
    }

    /** The content goes back to its scene and the window closes. */
    @Override
    public void close() {
        window.getScene().setRoot(new Group());
        home.setRoot(content);
        window.close();
    }
}
