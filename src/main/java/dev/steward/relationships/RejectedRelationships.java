package dev.steward.relationships;

import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLogContent;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The relationships a person took out of relationships.yaml (rejected a proposal or deleted an entry) and has not
 * brought back since. Detection must not propose them again: a decision once made is not undone by regenerating.
 */
public final class RejectedRelationships {
    private RejectedRelationships() {
    }

    /** Identity keys ({@link RelationshipIdentity#toString()}) whose latest decision in the log removed them. */
    public static Set<String> in(CurationLogContent log) {
        Map<String, CurationAction> latest = new LinkedHashMap<>();
        for (CurationEntry entry : log.entries()) {
            if (entry.kind() == CurationKind.RELATIONSHIP && entry.action() != CurationAction.STALE) {
                latest.put(entry.key(), entry.action());
            }
        }
        return latest.entrySet().stream()
                .filter(e -> e.getValue() == CurationAction.REJECT || e.getValue() == CurationAction.DELETE)
                .map(Map.Entry::getKey)
                .collect(Collectors.toUnmodifiableSet());
    }
}
