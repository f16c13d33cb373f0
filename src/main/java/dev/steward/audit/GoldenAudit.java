package dev.steward.audit;

import java.util.List;
import java.util.Optional;

/**
 * The audit of one verified example or template.
 *
 * @param exampleId    the content hash
 * @param question     the question
 * @param sql          the golden SQL as written
 * @param template     a template (audited through its test fill)
 * @param findings     what the probes found, in probe order
 * @param confirmation the steward's latest confirmation, if any
 */
public record GoldenAudit(String exampleId, String question, String sql, boolean template, List<Finding> findings,
                          Optional<Confirmation> confirmation) {
    public GoldenAudit {
        findings = List.copyOf(findings);
    }

    /** The findings a confirmation does not cover. */
    public List<Finding> open() {
        return findings.stream().filter(f -> confirmation.map(c -> !c.probes().contains(f.probe())).orElse(true))
                .toList();
    }

    /** Clean when nothing is open, else the gravest open finding's severity. */
    public AuditState state() {
        AuditState state = AuditState.CLEAN;
        for (Finding finding : open()) {
            state = state.worst(finding.severity());
        }
        return state;
    }

    /** The open findings' reasons, one sentence after the other. */
    public String reasons() {
        return String.join(" ", open().stream().map(Finding::reason).toList());
    }
}
