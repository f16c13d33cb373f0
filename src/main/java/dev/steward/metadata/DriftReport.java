package dev.steward.metadata;

import java.util.List;

/** Everything a drift check found, in metadata.yaml order then new tables in project order. */
public record DriftReport(List<TableDrift> findings) {

    public DriftReport {
        findings = List.copyOf(findings);
    }

    public List<TableDrift> of(TableDrift.Kind kind) {
        return findings.stream().filter(f -> f.kind() == kind).toList();
    }

    /** True when {@code refresh --check} must fail: something drifted, vanished or cannot be read. */
    public boolean needsAttention() {
        return findings.stream().anyMatch(TableDrift::needsAttention);
    }
}
