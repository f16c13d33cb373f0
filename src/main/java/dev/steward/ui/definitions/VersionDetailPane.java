package dev.steward.ui.definitions;

import atlantafx.base.theme.Styles;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.GovernedMeasure;
import dev.steward.definitions.VersionStatus;
import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.WordDiff;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The selected version in full — text, tables, grain, governed measure, supports/upstream lineage, audience,
 * provenance — with Approve for a draft (A) and a word diff against the version it supersedes.
 */
final class VersionDetailPane extends VBox {
    private final DefinitionsViewModel model;
    private final Label title = new Label();
    private final Label evidence = new Label();
    private final Button approve = new Button("Approve draft", new FontIcon(Feather.CHECK));
    private final Label note = new Label();
    private final GridPane fields = new GridPane();
    private final VBox diff = new VBox(6);

    VersionDetailPane(DefinitionsViewModel model, Runnable approveAction) {
        super(10);
        this.model = model;
        setId("definition-detail");
        title.setId("definition-version-title");
        title.getStyleClass().add(Styles.TITLE_4);
        evidence.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        evidence.setWrapText(true);
        approve.setId("definition-approve");
        approve.getStyleClass().add(Styles.SUCCESS);
        approve.setMinWidth(Region.USE_PREF_SIZE);
        approve.setTooltip(new Tooltip("Approve this draft (A): steward/definitions.yaml and the curation log, as "
                + "steward definitions approve; refused when it would overlap an approved version"));
        approve.setOnAction(e -> approveAction.run());
        note.setId("definition-note");
        note.setWrapText(true);
        note.getStyleClass().add(Styles.TEXT_SMALL);
        note.textProperty().bind(model.noteProperty());
        note.visibleProperty().bind(model.noteProperty().isNotEmpty());
        note.managedProperty().bind(note.visibleProperty());
        fields.setId("definition-fields");
        fields.setHgap(12);
        fields.setVgap(5);
        ColumnConstraints names = new ColumnConstraints();
        names.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        fields.getColumnConstraints().setAll(names, values);
        diff.setId("definition-diff");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        VBox heading = new VBox(2, title, evidence);
        HBox.setHgrow(heading, Priority.ALWAYS);
        HBox top = new HBox(10, heading, gap, approve);
        top.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(top, note, fields, diff);
        model.selectedVersionProperty().addListener((obs, old, v) -> show(v));
        model.busyProperty().addListener((obs, old, busy) -> updateApprove(model.selectedVersionProperty().get()));
        show(model.selectedVersionProperty().get());
    }

    private void show(DefinitionVersion v) {
        fields.getChildren().clear();
        diff.getChildren().clear();
        updateApprove(v);
        if (v == null) {
            title.setText("No version selected");
            evidence.setText("");
            return;
        }
        title.setText(DefinitionRow.label(v) + " · " + v.status().yamlName());
        evidence.setText(v.evidenceId() + " · " + v.kind().exchangeName() + " · content hash " + v.contentHash());
        int row = 0;
        row = field(row, "Effective", v.validity() + (v.validFrom() != null && v.validTo() != null
                ? " (valid_to exclusive)" : ""));
        row = field(row, "Text", v.text());
        row = field(row, "Tables", String.join(", ", v.tables()));
        row = field(row, "Grain", v.grain());
        row = field(row, "Measure", measure(v.measure()));
        row = field(row, "Supersedes", v.supersedes());
        row = field(row, "Supports", v.supports());
        row = field(row, "Upstream", String.join(", ", v.upstream()));
        row = field(row, "Audience", v.restricted() ? "only " + String.join(", ", v.allowedRoles())
                + " (restricted)" : "everyone");
        field(row, "Source", source(v));
        model.supersededBySelected().ifPresent(old -> showDiff(old, v));
    }

    private void updateApprove(DefinitionVersion v) {
        boolean draft = v != null && v.status() == VersionStatus.DRAFT;
        approve.setVisible(draft);
        approve.setManaged(draft);
        approve.setDisable(model.approveBlocker().isPresent());
    }

    private int field(int row, String name, String value) {
        if (value == null || value.isBlank()) {
            return row;
        }
        Label key = new Label(name);
        key.getStyleClass().addAll(Styles.TEXT_MUTED, "definition-field-name");
        key.setMinWidth(Region.USE_PREF_SIZE);
        Label text = new Label(value);
        text.setWrapText(true);
        text.setId("definition-field-" + name.toLowerCase(java.util.Locale.ROOT));
        text.getStyleClass().add("definition-field-value");
        fields.addRow(row, key, text);
        GridPane.setValignment(key, javafx.geometry.VPos.TOP);
        return row + 1;
    }

    private static String measure(GovernedMeasure m) {
        if (m == null) {
            return null;
        }
        return m.expression() + " on " + m.table() + (m.dimensions().isEmpty() ? "" : "; by "
                + String.join(", ", m.dimensions())) + (m.timeColumn() == null ? "" : "; time column "
                + m.timeColumn());
    }

    private static String source(DefinitionVersion v) {
        String text = String.join(" · ", java.util.stream.Stream.of(v.sourceSystem(),
                v.sourceRevision() == null ? null : "revision " + v.sourceRevision(),
                v.authorityClass() == null ? null : "authority " + v.authorityClass(),
                v.publishedAt() == null ? null : "published " + v.publishedAt(),
                v.observedAt() == null ? null : "observed " + v.observedAt())
                .filter(s -> s != null && !s.isBlank()).toList());
        return text.isBlank() ? null : text;
    }

    /** Was (the superseded version) above Now (this one), for the text and, when either has one, the measure. */
    private void showDiff(DefinitionVersion old, DefinitionVersion now) {
        Label heading = new Label("Changes against " + DefinitionRow.label(old) + " (" + old.evidenceId() + ", "
                + old.status().yamlName() + ")", new FontIcon(Feather.GIT_COMMIT));
        heading.setId("definition-diff-heading");
        heading.getStyleClass().add(Styles.TEXT_BOLD);
        heading.setWrapText(true);
        diff.getChildren().add(heading);
        section("Text", old.text(), now.text(), "text");
        String oldSql = old.measure() == null ? "" : old.measure().expression();
        String newSql = now.measure() == null ? "" : now.measure().expression();
        if (!oldSql.isBlank() || !newSql.isBlank()) {
            section("Measure", oldSql, newSql, "measure");
        }
        List<String> tables = List.of(String.join(", ", old.tables()), String.join(", ", now.tables()));
        if (!tables.get(0).equals(tables.get(1))) {
            section("Tables", tables.get(0), tables.get(1), "tables");
        }
    }

    private void section(String name, String oldText, String newText, String id) {
        WordDiff words = WordDiff.of(oldText, newText);
        Label caption = new Label(name + (words.unchanged() ? " (unchanged)" : ""));
        caption.getStyleClass().addAll(Styles.TEXT_MUTED, Styles.TEXT_SMALL);
        DiffText was = new DiffText(words.before(), "(none)");
        was.setId("diff-was-" + id);
        DiffText now = new DiffText(words.after(), "(none)");
        now.setId("diff-now-" + id);
        diff.getChildren().addAll(caption, side("Was", was), side("Now", now));
    }

    private static Node side(String caption, DiffText text) {
        Label label = new Label(caption);
        label.getStyleClass().addAll(Styles.TEXT_SMALL, "definition-diff-side");
        label.setMinWidth(36);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox row = new HBox(8, label, text);
        row.getStyleClass().add("definition-diff-row");
        return row;
    }
}
