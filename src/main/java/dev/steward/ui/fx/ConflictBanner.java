package dev.steward.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The banner a tab shows when the file it was saving changed on disk meanwhile: what happened, then Reload (take
 * the file as it is) or Keep mine (write this decision over it). Never a silent overwrite (ADR 0015).
 */
public final class ConflictBanner {
    private ConflictBanner() {
    }

    /**
     * @param idPrefix prefixes the ids {@code conflict-banner}, {@code conflict-reload}, {@code conflict-keep-mine}
     * @param shown    when the banner is visible (and takes space)
     */
    public static HBox of(String idPrefix, String message, ObservableBooleanValue shown, Runnable reload,
                          Runnable keepMine) {
        Label text = new Label(message);
        text.setWrapText(true);
        HBox.setHgrow(text, Priority.ALWAYS);
        Button reloadButton = button(idPrefix + "conflict-reload", "Reload", Feather.REFRESH_CW, reload);
        Button keep = button(idPrefix + "conflict-keep-mine", "Keep mine", Feather.SAVE, keepMine);
        keep.getStyleClass().add(Styles.DANGER);
        HBox banner = new HBox(10, new FontIcon(Feather.ALERT_TRIANGLE), text, reloadButton, keep);
        banner.setId(idPrefix + "conflict-banner");
        banner.getStyleClass().add("conflict-banner");
        banner.setAlignment(Pos.CENTER_LEFT);
        banner.setPadding(new Insets(8, 12, 8, 12));
        banner.visibleProperty().bind(shown);
        banner.managedProperty().bind(banner.visibleProperty());
        return banner;
    }

    private static Button button(String id, String text, Feather icon, Runnable action) {
        Button button = new Button(text, new FontIcon(icon));
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }
}
