package dev.steward.relationships;

import java.util.List;
import java.util.Optional;

/** The content of relationships.yaml: entries in file order (several per table pair are allowed). */
public record RelationshipsConfig(List<Relationship> relationships) {

    public RelationshipsConfig {
        relationships = List.copyOf(relationships);
    }

    public static RelationshipsConfig empty() {
        return new RelationshipsConfig(List.of());
    }

    /** The first entry with this identity. */
    public Optional<Relationship> find(RelationshipIdentity identity) {
        return relationships.stream().filter(r -> r.identity().equals(identity)).findFirst();
    }
}
