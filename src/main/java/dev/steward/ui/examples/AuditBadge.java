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
 * {@code steward examples audit} prints them (colours in examples.css). A list cell keeps one badge and shows each
 * audit in it: an audit that lands changes the badge's text only where it differs (issue 22).
 */
final class AuditBadge extends Label {
    private static final String PREFIX = "audit-";
    /** The reasons shown, or null before the first audit shown. */
    private String shown;
    private Tooltip tip;

    AuditBadge() {
        getStyleClass().add("audit-badge");
        setMinWidth(Region.USE_PREF_SIZE);
    }

    /**
     * Shows the golden's audit; false when there is nothing to show (no audit, or clean and not confirmed), and then
     * the badge is left as it was.
     */
    boolean show(Optional<GoldenAudit> audited) {
        if (audited.isEmpty() || !worthShowing(audited.get())) {
            return false;
        }
        GoldenAudit golden = audited.get();
        String reasons = tooltip(golden);
        if (reasons.equals(shown)) {
            return true;
        }
        shown = reasons;
        AuditState state = golden.state();
        setText(state == AuditState.CLEAN ? "✓ confirmed" : state.wireName());
        getStyleClass().removeIf(c -> c.startsWith(PREFIX) && !c.equals("audit-badge"));
        getStyleClass().add(PREFIX + (state == AuditState.CLEAN ? "confirmed" : state.wireName()));
        if (tip == null) {
            tip = new Tooltip();
            tip.setWrapText(true);
            tip.setMaxWidth(520);
            tip.setShowDuration(Duration.seconds(30));
            setTooltip(tip);
        }
        tip.setText(reasons);
        return true;
    }

    private static boolean worthShowing(GoldenAudit golden) {
        boolean confirmed = golden.confirmation().isPresent() && golden.open().size() < golden.findings().size();
        return golden.state() != AuditState.CLEAN || confirmed;
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
