package dev.steward.definitions;

import dev.steward.error.StewardException;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A person approves a draft version ({@code steward definitions approve}): only drafts are approved, and never
 * into an overlap with another approved version of the same definition (two answers for one day). Logged.
 */
public final class DefinitionApprovals {
    private final DefinitionsStore store;
    private final CurationLog log;
    private final String user;
    private final CurationNotes notes = new CurationNotes();

    public DefinitionApprovals(DefinitionsStore store, CurationLog log, String user) {
        this.store = store;
        this.log = log;
        this.user = user;
    }

    /** The approved version, and the version it supersedes when there is one (for the diff). */
    public record Approved(Definition definition, DefinitionVersion version, Optional<DefinitionVersion> superseded) {
    }

    public Approved approve(Path projectRoot, String evidenceId) {
        DefinitionsStore.Loaded loaded = store.load(projectRoot);
        Map.Entry<Definition, DefinitionVersion> found = loaded.definitions().byEvidence(evidenceId)
                .orElseThrow(() -> new StewardException("No definition version has evidence_id '" + evidenceId
                        + "'.", "List them with: steward definitions list " + projectRoot));
        Definition definition = found.getKey();
        DefinitionVersion version = found.getValue();
        if (version.status() != VersionStatus.DRAFT) {
            throw new StewardException(evidenceId + " is " + version.status().yamlName() + ", not a draft.",
                    "Only drafts are approved; nothing was changed.");
        }
        overlap(definition, version).ifPresent(other -> {
            throw new StewardException(evidenceId + " (" + version.validity() + ") overlaps the approved "
                    + other.evidenceId() + " (" + other.validity() + ").", "Give the versions ranges that do not "
                    + "overlap (valid_to is exclusive), then approve; nothing was changed.");
        });
        DefinitionVersion approved = version.withStatus(VersionStatus.APPROVED);
        List<DefinitionVersion> versions = definition.versions().stream()
                .map(v -> v.evidenceId().equals(evidenceId) ? approved : v).toList();
        Definition after = new Definition(definition.id(), definition.synonyms(), definition.owner(), versions);
        store.write(loaded, loaded.definitions().with(after));
        log.record(user, CurationKind.DEFINITION, notes.key(approved), CurationAction.APPROVE,
                notes.snapshot(definition.id(), version), notes.snapshot(definition.id(), approved),
                notes.note(approved, "approved"));
        return new Approved(after, approved, Optional.ofNullable(version.supersedes()).flatMap(definition::version));
    }

    private static Optional<DefinitionVersion> overlap(Definition definition, DefinitionVersion version) {
        if (!version.kind().isConcept()) {
            return Optional.empty();
        }
        return definition.concepts().stream().filter(DefinitionVersion::isApproved)
                .filter(v -> !v.evidenceId().equals(version.evidenceId())).filter(version::overlaps).findFirst();
    }
}
