package dev.steward.audit;

import java.util.Objects;

/**
 * One thing a probe found about a golden.
 *
 * @param probe  which probe
 * @param reason one plain sentence a steward can act on
 */
public record Finding(Probe probe, String reason) {
    public Finding {
        Objects.requireNonNull(probe, "probe");
        Objects.requireNonNull(reason, "reason");
    }

    public AuditState severity() {
        return probe.severity();
    }
}
