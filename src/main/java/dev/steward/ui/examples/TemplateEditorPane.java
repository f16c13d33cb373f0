package dev.steward.ui.examples;

import atlantafx.base.theme.Styles;
import dev.steward.examples.FillMethod;
import dev.steward.examples.SlotFill;
import dev.steward.examples.SlotType;
import dev.steward.ui.fx.ResultTable;
import dev.steward.ui.fx.SqlCodeArea;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.IndexRange;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The template part of the detail: Make slot (the SQL editor's selected literal becomes {@code {name}}), one card
 * per slot, the test fill with each slot's value and how it was found, the bound SQL and its rows, and Save with the
 * reason it is disabled.
 */
final class TemplateEditorPane extends VBox {
    private final TemplateEditorViewModel viewModel;
    private final SqlCodeArea sql;
    private final VBox cards = new VBox(8);
    private final VBox outcome = new VBox(6);
    private final ResultTable result = new ResultTable("The test fill's rows appear here.");

    TemplateEditorPane(TemplateEditorViewModel viewModel, SqlCodeArea sql) {
        super(10);
        this.viewModel = viewModel;
        this.sql = sql;
        setId("template-editor");
        getStyleClass().add("template-editor");
        setPadding(new Insets(12));
        visibleProperty().bind(viewModel.availableProperty());
        managedProperty().bind(visibleProperty());
        cards.setId("slot-cards");
        outcome.setId("test-outcome");
        result.setId("test-result");
        result.setPrefHeight(160);
        Label hint = new Label("Select a literal in the SQL (a quoted value or a number) and press Make slot: it "
                + "becomes {name}, filled from the question when the template answers.");
        hint.setWrapText(true);
        hint.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        Label notice = new Label();
        notice.setId("template-notice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.TEXT_SMALL);
        notice.textProperty().bind(viewModel.noticeProperty());
        notice.visibleProperty().bind(viewModel.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        getChildren().addAll(heading(), hint, makeSlotRow(), notice, cards, ExampleDetailPane.section("Test fill"),
                testRow(), outcome, result, saveRow());
        viewModel.slots().addListener((ListChangeListener<SlotRow>) change -> {
            while (change.next()) {
                if (change.wasAdded() || change.wasRemoved() || change.wasPermutated()) {
                    rebuildCards();
                    return;
                }
            }
        });
        viewModel.outcomeProperty().addListener((obs, old, now) -> showOutcome(now));
        rebuildCards();
    }

    private Node heading() {
        Label title = new Label("Template");
        title.getStyleClass().add(Styles.TITLE_4);
        return title;
    }

    private Node makeSlotRow() {
        TextField name = new TextField();
        name.setId("slot-name");
        name.setPromptText("slot name, e.g. region");
        name.setPrefColumnCount(14);
        Button make = ExampleDetailPane.button("make-slot", "Make slot", Feather.CODE, () -> {
            IndexRange range = sql.selection();
            if (range.getLength() == 0 || name.getText().isBlank()) {
                name.setPromptText(range.getLength() == 0 ? "select a literal in the SQL first" : "name the slot");
                name.requestFocus();
                return;
            }
            viewModel.makeSlot(range.getStart(), range.getEnd(), name.getText().strip());
            name.clear();
        });
        make.disableProperty().bind(viewModel.busyProperty());
        make.setTooltip(new Tooltip("Turn the literal selected in the SQL into {name}"));
        HBox row = new HBox(8, name, make);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private void rebuildCards() {
        cards.getChildren().setAll(viewModel.slots().stream().map(this::card).toList());
        if (viewModel.slots().isEmpty()) {
            Label none = new Label("No slots yet: this template would only answer its own question.");
            none.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            cards.getChildren().add(none);
        }
    }

    private Node card(SlotRow row) {
        return new SlotCard(row, () -> viewModel.declare(row));
    }

    private Node testRow() {
        TextField question = new TextField();
        question.setId("test-question");
        // a short prompt that fits beside the chat; the whole hint in the tooltip
        question.setPromptText("A question it should answer");
        question.setTooltip(new Tooltip("A question this template should answer, e.g. with a region and a count"));
        question.textProperty().bindBidirectional(viewModel.testQuestionProperty());
        HBox.setHgrow(question, Priority.ALWAYS);
        Button test = ExampleDetailPane.button("test-fill", "Test fill", Feather.ZAP, viewModel::testFill);
        test.disableProperty().bind(viewModel.busyProperty());
        question.setOnAction(e -> viewModel.testFill());
        HBox row = new HBox(8, question, test);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private void showOutcome(TestFillOutcome done) {
        outcome.getChildren().clear();
        result.show(done == null ? null : done.result());
        if (done == null) {
            return;
        }
        for (SlotFill fill : done.slots()) {
            Label line = new Label("{" + fill.name() + "} = " + fill.text() + "   " + how(fill));
            line.getStyleClass().add(fill.method() == FillMethod.LLM ? "fill-llm" : "fill-rule");
            line.setId("fill-" + fill.name());
            line.setWrapText(true);
            outcome.getChildren().add(line);
        }
        if (!done.ok()) {
            Label failure = new Label(done.failure() + (done.hint().isBlank() ? "" : "\n" + done.hint()),
                    new FontIcon(Feather.ALERT_TRIANGLE));
            failure.setId("test-failure");
            failure.setWrapText(true);
            failure.getStyleClass().add("test-failure");
            outcome.getChildren().add(failure);
        }
        if (done.query() != null) {
            Label bound = new Label(done.query().runnableSql());
            bound.setId("test-bound-sql");
            bound.setWrapText(true);
            bound.getStyleClass().add("monospace-text");
            Label calls = new Label(done.llmCalls() == 0 ? "Bound SQL (no LLM call; values are bound as parameters):"
                    : "Bound SQL (" + done.llmCalls() + " LLM call; values are bound as parameters):");
            calls.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            Label rows = new Label(done.result() == null ? "" : done.result().rowCount() + " row(s)"
                    + (done.result().truncated() ? ", cut at the preview's cap" : ""));
            rows.setId("test-rows");
            rows.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
            outcome.getChildren().addAll(calls, bound, rows);
        }
    }

    private static String how(SlotFill fill) {
        return fill.method() == FillMethod.LLM ? "· by the LLM (\"" + fill.source() + "\"), then checked as "
                + typeName(fill.type()) : "· read by rule from \"" + fill.source() + "\" (" + typeName(fill.type()) + ")";
    }

    private static String typeName(SlotType type) {
        return type == null ? "text" : type.jsonName();
    }

    private Node saveRow() {
        Button save = ExampleDetailPane.button("template-save", "Save template", Feather.SAVE, viewModel::save);
        save.getStyleClass().add(Styles.ACCENT);
        save.disableProperty().bind(viewModel.saveBlockerProperty().isNotEmpty());
        Label blocker = new Label();
        blocker.setId("template-save-blocker");
        blocker.setWrapText(true);
        blocker.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        blocker.textProperty().bind(viewModel.saveBlockerProperty());
        HBox.setHgrow(blocker, Priority.ALWAYS);
        HBox row = new HBox(10, save, blocker);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
