package dev.steward.ui;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The banner over the tabs when the project carries an older Steward's extras in openmedallion's files: what would
 * move (the dry run's list, collapsed), "Move into steward/…" and then "Confirm: move N value(s)" (two clicks, so
 * nothing moves by accident); after the move, one line saying what moved and how to undo it.
 */
final class MigrationBanner extends VBox {

    MigrationBanner(MigrationViewModel viewModel) {
        super(6);
        setId("migration-banner");
        getStyleClass().add("project-warnings");
        setPadding(new Insets(8, 14, 8, 14));
        Label summary = new Label();
        summary.setId("migration-summary");
        summary.setWrapText(true);
        summary.setGraphic(new FontIcon(Feather.ALERT_TRIANGLE));
        summary.textProperty().bind(viewModel.summaryProperty());
        ListView<String> list = new ListView<>(viewModel.moves());
        list.setId("migration-moves");
        list.setPrefHeight(160);
        TitledPane details = new TitledPane(null, list);
        details.setId("migration-details");
        details.textProperty().bind(Bindings.createStringBinding(() -> "What would move ("
                + viewModel.moves().size() + ")", viewModel.moves()));
        details.setExpanded(false);
        details.setAnimated(false);
        Button move = new Button("Move into steward/…");
        move.setId("migration-move");
        Button confirm = new Button();
        confirm.setId("migration-confirm");
        confirm.getStyleClass().add(Styles.ACCENT);
        confirm.textProperty().bind(Bindings.createStringBinding(() -> "Confirm: move " + viewModel.moves().size()
                + " value(s)", viewModel.moves()));
        confirm.setVisible(false);
        confirm.managedProperty().bind(confirm.visibleProperty());
        confirm.disableProperty().bind(viewModel.busyProperty());
        move.setOnAction(e -> {
            details.setExpanded(true);
            confirm.setVisible(true);
            confirm.requestFocus();
        });
        confirm.setOnAction(e -> viewModel.apply());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox actions = new HBox(8, new Label("Same as 'steward migrate --apply'; undo with 'steward migrate --undo'."),
                spacer, move, confirm);
        actions.setAlignment(Pos.CENTER_LEFT);
        VBox pending = new VBox(6, summary, details, actions);
        pending.visibleProperty().bind(Bindings.isNotEmpty(viewModel.moves()));
        pending.managedProperty().bind(pending.visibleProperty());
        Label done = new Label();
        done.setId("migration-done");
        done.setWrapText(true);
        done.setGraphic(new FontIcon(Feather.CHECK_CIRCLE));
        done.textProperty().bind(viewModel.doneProperty());
        done.visibleProperty().bind(viewModel.doneProperty().isNotEmpty());
        done.managedProperty().bind(done.visibleProperty());
        getChildren().addAll(pending, done);
        visibleProperty().bind(pending.visibleProperty().or(done.visibleProperty()));
        managedProperty().bind(visibleProperty());
    }
}
