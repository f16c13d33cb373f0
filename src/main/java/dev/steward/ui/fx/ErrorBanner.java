package dev.steward.ui.fx;

import atlantafx.base.theme.Styles;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The inline error banner at the top of the window: headline, hint, and the stack trace one click away.
 * It hides itself when the presenter has nothing to show.
 */
public final class ErrorBanner extends VBox {
    private final Label headline = new Label();
    private final Label hint = new Label();
    private final TextArea details = new TextArea();
    private final Hyperlink detailsToggle = new Hyperlink("Show details");

    public ErrorBanner(ErrorPresenter presenter) {
        getStyleClass().add("error-banner");
        setId("error-banner");
        setPadding(new Insets(10, 14, 10, 14));
        setSpacing(4);
        headline.setId("error-headline");
        headline.getStyleClass().add(Styles.TEXT_BOLD);
        headline.setWrapText(true);
        hint.setId("error-hint");
        hint.setWrapText(true);
        details.setId("error-details");
        details.setEditable(false);
        details.setPrefRowCount(10);
        details.getStyleClass().add("monospace");
        detailsToggle.setId("error-details-toggle");
        detailsToggle.setOnAction(e -> showDetails(!details.isVisible()));
        Button dismiss = new Button(null, new FontIcon(Feather.X));
        dismiss.setId("error-dismiss");
        dismiss.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT);
        dismiss.setOnAction(e -> presenter.dismiss());
        FontIcon icon = new FontIcon(Feather.ALERT_TRIANGLE);
        icon.getStyleClass().add("error-icon");
        VBox texts = new VBox(2, headline, hint, detailsToggle);
        HBox.setHgrow(texts, Priority.ALWAYS);
        HBox row = new HBox(10, icon, texts, dismiss);
        row.setAlignment(Pos.TOP_LEFT);
        getChildren().addAll(row, details);
        presenter.currentProperty().addListener((obs, old, message) -> show(message));
        show(presenter.currentProperty().get());
    }

    private void show(ErrorMessage message) {
        boolean present = message != null;
        setVisible(present);
        setManaged(present);
        showDetails(false);
        if (present) {
            headline.setText(message.headline());
            hint.setText(message.hint());
            hint.setVisible(!message.hint().isBlank());
            hint.setManaged(!message.hint().isBlank());
            details.setText(message.details());
        }
    }

    private void showDetails(boolean visible) {
        details.setVisible(visible);
        details.setManaged(visible);
        detailsToggle.setText(visible ? "Hide details" : "Show details");
    }
}
