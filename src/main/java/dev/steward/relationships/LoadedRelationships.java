package dev.steward.relationships;

import dev.steward.store.FileStamp;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * relationships.yaml as one read saw it: the text, the stamp of exactly that text (which guards the next write)
 * and its entries in file order. {@link RelationshipsEditor} returns a new one after every write.
 *
 * @param file    the file
 * @param text    its content ("" when it does not exist yet)
 * @param stamp   the stamp of that content
 * @param entries the parsed entries, in file order, with Steward's notes applied
 * @param notes   Steward's notes ({@code steward/relationships.yaml}) as that read saw them
 */
public record LoadedRelationships(Path file, String text, FileStamp stamp, List<Relationship> entries,
                                  RelationshipNotes notes) {

    public LoadedRelationships {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(stamp, "stamp");
        entries = List.copyOf(entries);
        notes = notes == null ? RelationshipNotes.empty() : notes;
    }

    /** The position of the first entry with this identity (join_on order ignored). */
    public Optional<Integer> indexOf(RelationshipIdentity identity) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i).identity().equals(identity)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The first entry with this identity. */
    public Optional<Relationship> find(RelationshipIdentity identity) {
        return indexOf(identity).map(entries::get);
    }
}
