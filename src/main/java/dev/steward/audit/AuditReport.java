package dev.steward.audit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The audit of a project's goldens.
 *
 * @param goldens      one per verified example and template, in file order
 * @param fingerprints each golden's current result fingerprint, for those that ran
 * @param problems     sentences about probes that could not run (the golden is not blamed for them)
 */
public record AuditReport(List<GoldenAudit> goldens, Map<String, String> fingerprints, List<String> problems) {
    public AuditReport {
        goldens = List.copyOf(goldens);
        fingerprints = Map.copyOf(fingerprints);
        problems = List.copyOf(problems);
    }

    public long count(AuditState state) {
        return goldens.stream().filter(g -> g.state() == state).count();
    }

    /** The disputed goldens: content hash to their open reasons, in file order (what eval counts apart). */
    public Map<String, String> disputed() {
        Map<String, String> disputed = new LinkedHashMap<>();
        goldens.stream().filter(g -> g.state() == AuditState.DISPUTED)
                .forEach(g -> disputed.put(g.exampleId(), g.reasons()));
        return disputed;
    }

    public Optional<GoldenAudit> golden(String exampleId) {
        return goldens.stream().filter(g -> g.exampleId().equals(exampleId)).findFirst();
    }

    /** Open findings over all goldens (a confirmed finding is not open). */
    public int openFindings() {
        return goldens.stream().mapToInt(g -> g.open().size()).sum();
    }
}
