package dev.steward.ui.definitions;

import dev.steward.definitions.DefinitionApprovals;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import java.nio.file.Path;

/**
 * The tab's file work, called from jobs only: reads {@code steward/definitions.yaml} and approves a draft through
 * {@link DefinitionApprovals}, the path {@code steward definitions approve} takes (stamp-guarded atomic write,
 * curation log; the app holds the project lock while the project is open).
 */
public final class DefinitionsService {
    private final Path projectRoot;
    private final DefinitionsStore store;
    private final DefinitionApprovals approvals;

    /** @param user who approves (the settings' user name), recorded in the curation log */
    public DefinitionsService(Path projectRoot, AtomicFiles files, CurationLog log, String user) {
        this.projectRoot = projectRoot;
        this.store = new DefinitionsStore(files);
        this.approvals = new DefinitionApprovals(store, log, user);
    }

    /** Every definition of the project (the curator's view: restricted ones too, as {@code definitions list}). */
    public DefinitionSet load() {
        return store.read(projectRoot);
    }

    /** Approves the draft {@code evidenceId}; refused (nothing written) when it is not a draft or would overlap. */
    public DefinitionApprovals.Approved approve(String evidenceId) {
        return approvals.approve(projectRoot, evidenceId);
    }
}
