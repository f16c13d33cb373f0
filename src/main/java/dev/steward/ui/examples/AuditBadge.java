package dev.steward.ui.examples;

import dev.steward.audit.AuditState;
import dev.steward.audit.Finding;
import dev.steward.audit.GoldenAudit;
import dev.steward.ui.fx.WhenText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * A golden's audit state as a small badge beside its verified state: "disputed" and "warning" stand out, a clean
 * golden a steward confirmed shows a quiet "✓ confirmed", a clean one nothing. The tooltip gives the reasons as
 * {@code steward examples audit} prints them (colours in examples.css).
 */
final class AuditBadge {
    private AuditBadge() {
    }

    static Optional<Label> of(GoldenAudit golden) {
        AuditState state = golden.state();
        boolean confirmed = golden.confirmation().isPresent() && golden.open().size() < golden.findings().size();
        if (state == AuditState.CLEAN && !confirmed) {
            return Optional.empty();
        }
        Label badge = new Label(state == AuditState.CLEAN ? "✓ confirmed" : state.wireName());
        badge.getStyleClass().addAll("audit-badge", "audit-" + (state == AuditState.CLEAN ? "confirmed"
                : state.wireName()));
        badge.setMinWidth(Region.USE_PREF_SIZE);
        Tooltip tip = new Tooltip(tooltip(golden));
        tip.setWrapText(true);
        tip.setMaxWidth(520);
        tip.setShowDuration(Duration.seconds(30));
        badge.setTooltip(tip);
        return Optional.of(badge);
    }

    /** "Audit: disputed", then each open finding as "probe: reason", then who confirmed what. */
    static String tooltip(GoldenAudit golden) {
        List<String> lines = new ArrayList<>();
        lines.add("Audit: " + golden.state().wireName());
        for (Finding finding : golden.open()) {
            lines.add(finding.probe().wireName() + ": " + finding.reason());
        }
        golden.confirmation().ifPresent(c -> lines.add("Confirmed by " + c.user() + " at " + WhenText.local(c.at())
                + (c.note() == null || c.note().isBlank() ? "" : ": " + c.note())));
        return String.join("\n", lines);
    }
}
