package dev.steward.relationships;

import java.util.List;

/**
 * What makes two relationships.yaml entries the same join path: direction-sensitive tables plus the
 * {@code join_on} items in canonical spelling, sorted (their order in the file does not matter).
 */
public record RelationshipIdentity(String fromTable, String toTable, List<String> joinOn) {

    public RelationshipIdentity {
        joinOn = joinOn.stream().sorted().toList();
    }

    @Override
    public String toString() {
        return fromTable + " -> " + toTable + " on [" + String.join(", ", joinOn) + "]";
    }
}
