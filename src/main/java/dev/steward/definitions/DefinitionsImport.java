package dev.steward.definitions;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.error.StewardException;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code steward definitions import}: exchange records into {@code steward/definitions.yaml} under the draft/approve
 * rules. An approved record arrives as a draft unless {@code approvedAsIs} (its source system already governs it;
 * logged as such). Idempotent: a record already there with the same content changes nothing. Approved knowledge is
 * never rewritten: a record whose evidence_id is approved here with other content is refused. All records are
 * checked before anything is written.
 */
public final class DefinitionsImport {
    private final DefinitionsStore store;
    private final CurationLog log;
    private final String user;
    private final DefinitionsExchange exchange = new DefinitionsExchange();
    private final CurationNotes notes = new CurationNotes();

    public DefinitionsImport(DefinitionsStore store, CurationLog log, String user) {
        this.store = store;
        this.log = log;
        this.user = user;
    }

    /** How an import went. */
    public record Report(int added, int updated, int unchanged, int approvedAsIs) {
        @Override
        public String toString() {
            return added + " added, " + updated + " updated, " + unchanged + " unchanged"
                    + (approvedAsIs > 0 ? ", " + approvedAsIs + " approved as is (governed at the source)" : "");
        }
    }

    private record Change(DefinitionVersion before, DefinitionVersion after, String objectId, CurationAction action) {
    }

    public Report run(Path projectRoot, Path file, boolean approvedAsIs) {
        List<VersionRecordReader.Parsed> records = exchange.read(file);
        DefinitionsStore.Loaded loaded = store.load(projectRoot);
        DefinitionSet set = loaded.definitions();
        List<Change> changes = new ArrayList<>();
        int unchanged = 0;
        List<String> refused = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            VersionRecordReader.Parsed p = records.get(i);
            DefinitionVersion incoming = arriving(p.version(), approvedAsIs);
            Optional<Map.Entry<Definition, DefinitionVersion>> existing = set.byEvidence(incoming.evidenceId());
            String problem = existing.map(e -> refusal(e, p, incoming)).orElse(null);
            if (problem != null) {
                refused.add(file.getFileName() + ":" + p.location().line() + ": record " + (i + 1) + ": " + problem);
                continue;
            }
            DefinitionVersion before = existing.map(Map.Entry::getValue).orElse(null);
            DefinitionVersion after = before == null ? incoming : merged(before, incoming);
            if (after.equals(before)) {
                unchanged++;
                continue;
            }
            set = set.with(place(set.get(p.objectId()).orElse(null), p, after));
            changes.add(new Change(before, after, p.objectId(), action(before, after, approvedAsIs)));
        }
        if (!refused.isEmpty()) {
            throw new StewardException(refused.size() + " record(s) cannot be imported:\n  "
                    + String.join("\n  ", refused), "Nothing was imported. Give a changed revision its own evidence_id.");
        }
        store.write(loaded, set);
        changes.forEach(c -> logChange(c, approvedAsIs));
        return report(changes, unchanged);
    }

    private static DefinitionVersion arriving(DefinitionVersion v, boolean approvedAsIs) {
        return !approvedAsIs && v.status() == VersionStatus.APPROVED ? v.withStatus(VersionStatus.DRAFT) : v;
    }

    private static String refusal(Map.Entry<Definition, DefinitionVersion> existing,
                                  VersionRecordReader.Parsed p, DefinitionVersion incoming) {
        if (!existing.getKey().id().equals(p.objectId())) {
            return "evidence_id '" + incoming.evidenceId() + "' already belongs to " + existing.getKey().id();
        }
        DefinitionVersion here = existing.getValue();
        if (here.isApproved() && !here.contentHash().equals(incoming.contentHash())) {
            return "evidence_id '" + incoming.evidenceId() + "' is approved here with other content (hash "
                    + here.contentHash() + ", the record's " + incoming.contentHash()
                    + "); an import never rewrites approved knowledge";
        }
        return null;
    }

    /** Same content: keep what Steward decided unless the import approves as is; else the incoming draft. */
    private static DefinitionVersion merged(DefinitionVersion before, DefinitionVersion incoming) {
        if (!before.contentHash().equals(incoming.contentHash())) {
            return incoming;
        }
        boolean promote = incoming.isApproved() && !before.isApproved();
        return promote ? incoming : before;
    }

    private static Definition place(Definition definition, VersionRecordReader.Parsed p, DefinitionVersion v) {
        List<DefinitionVersion> versions = new ArrayList<>(definition == null ? List.of() : definition.versions());
        int at = -1;
        for (int i = 0; i < versions.size(); i++) {
            if (versions.get(i).evidenceId().equals(v.evidenceId())) {
                at = i;
            }
        }
        if (at >= 0) {
            versions.set(at, v);
        } else {
            versions.add(v);
        }
        List<String> synonyms = p.synonyms() != null ? p.synonyms()
                : definition == null ? List.of() : definition.synonyms();
        String owner = p.owner() != null ? p.owner() : definition == null ? null : definition.owner();
        return new Definition(p.objectId(), synonyms, owner, versions);
    }

    private static CurationAction action(DefinitionVersion before, DefinitionVersion after, boolean approvedAsIs) {
        if (approvedAsIs && after.isApproved()) {
            return CurationAction.APPROVE;
        }
        return before == null ? CurationAction.ADD : CurationAction.EDIT;
    }

    private void logChange(Change c, boolean approvedAsIs) {
        JsonNode before = c.before() == null ? null : notes.snapshot(c.objectId(), c.before());
        String note = "imported" + (approvedAsIs && c.after().isApproved()
                ? "; approved as is: governed at the source" + source(c.after()) : "");
        log.record(user, CurationKind.DEFINITION, notes.key(c.after()), c.action(), before,
                notes.snapshot(c.objectId(), c.after()), notes.note(c.after(), note));
    }

    private static String source(DefinitionVersion v) {
        return v.sourceSystem() == null ? "" : " (" + v.sourceSystem() + (v.sourceRevision() == null ? ""
                : " " + v.sourceRevision()) + ")";
    }

    private static Report report(List<Change> changes, int unchanged) {
        int added = (int) changes.stream().filter(c -> c.before() == null).count();
        int asIs = (int) changes.stream().filter(c -> c.action() == CurationAction.APPROVE).count();
        return new Report(added, changes.size() - added, unchanged, asIs);
    }
}
