package dev.steward.ui;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.FolderChooser;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/** The start screen: open a folder, the sample project, or a recent project (missing ones greyed out). */
public final class StartScreen extends StackPane {

    public StartScreen(StartScreenViewModel viewModel, FolderChooser folders) {
        setId("start-screen");
        getStyleClass().add("start-screen");
        Label title = new Label("Steward");
        title.getStyleClass().add(Styles.TITLE_1);
        Label subtitle = new Label("Curate what your local text-to-SQL assistant knows about your data.");
        subtitle.getStyleClass().add(Styles.TEXT_MUTED);
        HBox actions = actions(viewModel, folders);
        Label recentTitle = new Label("Recent projects");
        recentTitle.getStyleClass().add(Styles.TITLE_4);
        ListView<RecentProject> recent = recentList(viewModel);
        VBox card = new VBox(14, title, subtitle, actions, recentTitle, recent);
        card.getStyleClass().add("start-card");
        card.setPadding(new Insets(32));
        card.setMaxSize(640, 520);
        getChildren().add(card);
        setPadding(new Insets(24));
    }

    private HBox actions(StartScreenViewModel viewModel, FolderChooser folders) {
        Button openFolder = new Button("Open folder…", new FontIcon(Feather.FOLDER));
        openFolder.setId("open-folder");
        openFolder.getStyleClass().add(Styles.ACCENT);
        openFolder.setDefaultButton(true);
        openFolder.setOnAction(e -> folders.choose(getScene().getWindow()).ifPresent(viewModel::open));
        Button openSample = new Button("Open sample project", new FontIcon(Feather.PACKAGE));
        openSample.setId("open-sample");
        openSample.setOnAction(e -> viewModel.openSample());
        ProgressIndicator busy = new ProgressIndicator();
        busy.setId("opening-indicator");
        busy.setPrefSize(22, 22);
        busy.visibleProperty().bind(viewModel.openingProperty());
        openFolder.disableProperty().bind(viewModel.openingProperty());
        openSample.disableProperty().bind(viewModel.openingProperty());
        HBox actions = new HBox(10, openFolder, openSample, busy);
        actions.setAlignment(Pos.CENTER_LEFT);
        return actions;
    }

    private static ListView<RecentProject> recentList(StartScreenViewModel viewModel) {
        ListView<RecentProject> list = new ListView<>(viewModel.recentProjects());
        list.setId("recent-projects");
        list.getStyleClass().add(Styles.BORDERED);
        list.setPrefHeight(200);
        list.setPlaceholder(new Label("Projects you open appear here."));
        list.setCellFactory(view -> new RecentCell(viewModel));
        list.setOnMouseClicked(event -> {
            RecentProject chosen = list.getSelectionModel().getSelectedItem();
            if (event.getButton() == MouseButton.PRIMARY && chosen != null && chosen.available()) {
                viewModel.open(chosen.folder());
            }
        });
        list.setOnKeyPressed(event -> {
            RecentProject chosen = list.getSelectionModel().getSelectedItem();
            if (event.getCode() == KeyCode.ENTER && chosen != null && chosen.available()) {
                viewModel.open(chosen.folder());
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        return list;
    }

    /** Name over path; a missing folder is greyed and says so; every row has a remove button. */
    private static final class RecentCell extends ListCell<RecentProject> {
        private final StartScreenViewModel viewModel;

        RecentCell(StartScreenViewModel viewModel) {
            this.viewModel = viewModel;
            setPrefWidth(0); // the row takes the list's width; a long path is shortened, never scrolled sideways
        }

        @Override
        protected void updateItem(RecentProject item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || item == null) {
                setGraphic(null);
                return;
            }
            Label name = new Label(item.available() ? item.name() : item.name() + " (folder missing)");
            name.getStyleClass().add(Styles.TEXT_BOLD);
            Label path = new Label(item.folder().toString());
            path.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
            path.setTextOverrun(OverrunStyle.LEADING_ELLIPSIS); // the project's own folder stays readable
            path.setTooltip(new Tooltip(item.folder().toString()));
            VBox texts = new VBox(2, name, path);
            if (!item.dataNote().isEmpty()) {
                Label data = new Label(item.dataNote());
                data.getStyleClass().addAll(Styles.TEXT_SMALL, "recent-data",
                        item.dataNote().startsWith("⚠") ? Styles.WARNING : Styles.TEXT_MUTED);
                data.setWrapText(true);
                data.setPrefWidth(540); // wraps inside the card instead of scrolling the list sideways
                texts.getChildren().add(data);
            }
            HBox.setHgrow(texts, Priority.ALWAYS);
            texts.setMaxWidth(Double.MAX_VALUE);
            Button remove = new Button(null, new FontIcon(Feather.X));
            remove.getStyleClass().addAll(Styles.BUTTON_ICON, Styles.FLAT, Styles.SMALL, "recent-remove");
            remove.setTooltip(new Tooltip("Remove from the list (the folder is not touched)"));
            remove.setOnAction(e -> viewModel.forget(item));
            HBox row = new HBox(8, texts, remove);
            row.setAlignment(Pos.CENTER_LEFT);
            texts.setOpacity(item.available() ? 1.0 : 0.45);
            pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("missing"), !item.available());
            setGraphic(row);
        }
    }
}
