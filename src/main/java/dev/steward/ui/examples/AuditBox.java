package dev.steward.ui.examples;

import atlantafx.base.theme.Styles;
import dev.steward.audit.AuditState;
import dev.steward.audit.Finding;
import dev.steward.audit.GoldenAudit;
import dev.steward.ui.fx.WhenText;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;

/**
 * The detail's audit of a verified example or template: its state, each finding with the plain reason the CLI
 * prints, who confirmed what, and — while a finding is open — a note with Confirm (the golden is right; logged like
 * {@code examples audit --confirm}) and Fix (correct the SQL in the editor above, run it, save it verified).
 */
final class AuditBox extends VBox {
    private final ExampleDetailViewModel detail;
    private final ExampleAuditViewModel audit;
    private final Label heading = new Label();
    private final VBox findings = new VBox(4);
    private final Label confirmed = new Label();
    private final TextField note = new TextField();
    private final VBox decide = new VBox(6);

    AuditBox(ExampleDetailViewModel detail, ExampleAuditViewModel audit) {
        super(6);
        this.detail = detail;
        this.audit = audit;
        setId("audit-box");
        getStyleClass().add("audit-box");
        setPadding(new Insets(8, 12, 8, 12));
        heading.setId("audit-heading");
        heading.getStyleClass().add("section-heading");
        heading.setWrapText(true);
        confirmed.setId("audit-confirmed");
        confirmed.setWrapText(true);
        confirmed.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        confirmed.managedProperty().bind(confirmed.visibleProperty());
        decide.managedProperty().bind(decide.visibleProperty());
        decide.getChildren().addAll(noteField(), actions());
        getChildren().addAll(heading, findings, confirmed, decide, notice());
        managedProperty().bind(visibleProperty());
        detail.entryProperty().addListener((obs, old, entry) -> redraw());
        audit.reportProperty().addListener((obs, old, report) -> redraw());
        audit.auditingProperty().addListener((obs, was, now) -> redraw());
        redraw();
    }

    /** C: confirm when a note is written, else put the focus in the note. */
    void confirmKey() {
        if (!decide.isVisible()) {
            return;
        }
        if (note.getText().isBlank()) {
            note.requestFocus();
        } else {
            audit.confirm(detail.entryProperty().get());
        }
    }

    /** F: fix the SQL of the golden shown. */
    void fixKey() {
        if (decide.isVisible()) {
            golden().ifPresent(detail::startAuditFix);
        }
    }

    private Optional<GoldenAudit> golden() {
        return audit.of(detail.entryProperty().get());
    }

    private void redraw() {
        ExampleEntry entry = detail.entryProperty().get();
        boolean golden = entry != null && entry.example() != null
                && (entry.example().verified() || entry.example().templated());
        setVisible(golden);
        if (!golden) {
            return;
        }
        Optional<GoldenAudit> found = golden();
        getStyleClass().removeIf(c -> c.startsWith("audit-box-"));
        findings.getChildren().clear();
        confirmed.setVisible(false);
        decide.setVisible(false);
        if (found.isEmpty()) {
            heading.setText(audit.auditingProperty().get() ? "Audit: auditing…" : audit.reportProperty().get() == null
                    ? "Audit: not run yet" : "Audit: not audited yet (it runs again after each save)");
            return;
        }
        GoldenAudit g = found.get();
        AuditState state = g.state();
        getStyleClass().add("audit-box-" + state.wireName());
        heading.setText("Audit: " + state.wireName() + (state == AuditState.CLEAN && g.findings().isEmpty()
                ? " — no probe found anything" : ""));
        for (Finding finding : g.findings()) {
            boolean open = g.open().contains(finding);
            Label line = new Label(finding.probe().wireName() + ": " + finding.reason() + (open ? "" : " (confirmed)"));
            line.setWrapText(true);
            line.setMinHeight(Region.USE_PREF_SIZE);
            line.getStyleClass().add(open ? "audit-finding" : "audit-finding-confirmed");
            findings.getChildren().add(line);
        }
        g.confirmation().ifPresent(c -> {
            confirmed.setText("Confirmed by " + c.user() + " at " + WhenText.local(c.at())
                    + (c.note() == null || c.note().isBlank() ? "" : ": " + c.note()));
            confirmed.setVisible(true);
        });
        decide.setVisible(!g.open().isEmpty() && entry.editable());
    }

    private TextField noteField() {
        note.setId("audit-note");
        note.setPromptText("Why the golden is right (required to confirm)");
        note.textProperty().bindBidirectional(audit.noteProperty());
        note.setOnAction(e -> audit.confirm(detail.entryProperty().get()));
        return note;
    }

    private HBox actions() {
        Button confirm = ExampleDetailPane.button("audit-confirm", "Confirm", Feather.CHECK,
                () -> audit.confirm(detail.entryProperty().get()));
        StringBinding blocker = Bindings.createStringBinding(() -> audit.confirmBlocker(
                detail.entryProperty().get()), detail.entryProperty(), audit.reportProperty(), audit.noteProperty(),
                audit.confirmingProperty());
        confirm.disableProperty().bind(blocker.isNotEmpty());
        Tooltip why = new Tooltip();
        why.textProperty().bind(Bindings.when(blocker.isEmpty()).then("The golden is right as it is: recorded in "
                + "curation_log.jsonl with your note, and eval counts it again (C)").otherwise(blocker));
        confirm.setTooltip(why);
        Button fix = ExampleDetailPane.button("audit-fix", "Fix", Feather.EDIT_3,
                () -> golden().ifPresent(detail::startAuditFix));
        fix.disableProperty().bind(detail.savingProperty());
        fix.setTooltip(new Tooltip("Correct the SQL above with the finding in view, run it, and save it verified; "
                + "the audit runs again for it (F)"));
        Label keys = new Label("C confirm · F fix");
        keys.setId("audit-keys");
        keys.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        keys.setMinWidth(Region.USE_PREF_SIZE);
        HBox buttons = new HBox(8, confirm, fix, keys);
        buttons.setAlignment(Pos.CENTER_LEFT);
        return buttons;
    }

    private Label notice() {
        Label notice = new Label();
        notice.setId("audit-notice");
        notice.setWrapText(true);
        notice.getStyleClass().add(Styles.TEXT_SMALL);
        notice.textProperty().bind(audit.noticeProperty());
        notice.visibleProperty().bind(audit.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());
        return notice;
    }
}
