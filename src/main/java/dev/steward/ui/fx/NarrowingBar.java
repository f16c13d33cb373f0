package dev.steward.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The line over a list another tab narrowed: "Narrowed to Tables stale (1)" and Show all, which clears the
 * narrowing. Hidden (and taking no room) while the list is not narrowed.
 */
public final class NarrowingBar extends HBox {

    /** @param id the bar's node id; Show all is {@code <id>-clear} */
    public NarrowingBar(ObjectProperty<Narrowing> narrowing, String id) {
        setId(id);
        getStyleClass().add("narrowing-bar");
        setSpacing(8);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(2, 0, 2, 0));
        Label text = new Label("", new FontIcon(Feather.FILTER));
        text.setId(id + "-text");
        text.setWrapText(true);
        text.setMinWidth(0);
        text.getStyleClass().add(Styles.TEXT_SMALL);
        HBox.setHgrow(text, Priority.ALWAYS);
        text.setMaxWidth(Double.MAX_VALUE);
        Button clear = new Button("Show all");
        clear.setId(id + "-clear");
        clear.getStyleClass().addAll(Styles.SMALL, Styles.FLAT);
        clear.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        clear.setOnAction(e -> narrowing.set(null));
        getChildren().addAll(text, clear);
        narrowing.addListener((obs, old, now) -> show(text, now));
        show(text, narrowing.get());
    }

    private void show(Label text, Narrowing now) {
        setVisible(now != null);
        setManaged(now != null);
        text.setText(now == null ? "" : "Narrowed to " + now.title() + " (" + now.keys().size() + ")");
    }
}
