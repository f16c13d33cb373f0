package dev.steward.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/** A calm, honest placeholder: an icon, what this place is, and what will appear here. */
public final class EmptyState extends VBox {

    public EmptyState(Ikon icon, String title, String explanation) {
        getStyleClass().add("empty-state");
        setAlignment(Pos.CENTER);
        setSpacing(10);
        FontIcon glyph = new FontIcon(icon);
        glyph.getStyleClass().add("empty-state-icon");
        Label heading = new Label(title);
        heading.getStyleClass().add(Styles.TITLE_3);
        Label text = new Label(explanation);
        text.getStyleClass().add(Styles.TEXT_MUTED);
        text.setWrapText(true);
        text.setTextAlignment(TextAlignment.CENTER);
        text.setMaxWidth(460);
        getChildren().addAll(glyph, heading, text);
    }
}
