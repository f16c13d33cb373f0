package dev.steward.audit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A steward's decisions on disputed goldens. Confirming one appends a {@code confirm} line to the curation log (the
 * golden, the probes confirmed, the result fingerprint) and records the current result as its baseline; the log is
 * where confirmations are read back from. Fixing one is an edit of its SQL through the examples' own edit-then-verify
 * (logged there): the fixed golden has a new content hash and is audited afresh.
 */
public final class AuditDecisions {
    private final CurationLog log;
    private final AuditBaselines baselines;

    public AuditDecisions(CurationLog log, AuditBaselines baselines) {
        this.log = log;
        this.baselines = baselines;
    }

    /** Confirms {@code golden} as correct with its current findings; {@code fingerprint} may be null. */
    public CurationEntry confirm(Path projectRoot, GoldenAudit golden, String fingerprint, String user, String note) {
        ObjectNode snapshot = JsonNodeFactory.instance.objectNode();
        snapshot.put("question", golden.question());
        snapshot.put("sql", golden.sql());
        golden.findings().forEach(f -> snapshot.withArray("confirmed").add(f.probe().wireName()));
        snapshot.put("result_fingerprint", fingerprint);
        CurationEntry entry = log.record(user, golden.template() ? CurationKind.TEMPLATE : CurationKind.EXAMPLE,
                golden.exampleId(), CurationAction.CONFIRM, snapshot, snapshot, note);
        if (fingerprint != null) {
            baselines.put(projectRoot, Map.of(golden.exampleId(),
                    new AuditBaselines.Baseline(fingerprint, entry.ts().toString(), "confirmed")));
        }
        return entry;
    }

    /** The latest confirmation of each golden, by content hash. */
    public Map<String, Confirmation> confirmations() {
        Map<String, Confirmation> latest = new HashMap<>();
        for (CurationEntry entry : log.entries().entries()) {
            if (entry.action() == CurationAction.CONFIRM) {
                latest.put(entry.key(), new Confirmation(entry.user(), entry.ts().toString(),
                        probes(entry.snapshot()), entry.note()));
            }
        }
        return latest;
    }

    /** The confirmation of one golden, if any. */
    public Optional<Confirmation> confirmation(String exampleId) {
        return Optional.ofNullable(confirmations().get(exampleId));
    }

    private static Set<Probe> probes(JsonNode snapshot) {
        Set<Probe> probes = EnumSet.noneOf(Probe.class);
        if (snapshot != null) {
            snapshot.path("confirmed").forEach(p -> {
                Probe probe = Probe.fromWireName(p.asText());
                if (probe != null) {
                    probes.add(probe);
                }
            });
        }
        return probes;
    }
}
