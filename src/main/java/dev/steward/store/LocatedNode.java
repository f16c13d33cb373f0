package dev.steward.store;

import dev.steward.error.SourceLocation;

/**
 * A YAML or JSON value that remembers where it was written, so strict readers can name the file, line and
 * column of every problem. Built by {@link StrictYamlReader} and {@link LocatedJson}.
 */
public sealed interface LocatedNode permits LocatedMap, LocatedList, LocatedScalar {

    /** Where the value starts (for a block mapping: its first key). */
    SourceLocation location();

    /** "a mapping", "a list", "text", "a number"… for messages such as "must be a list, not a mapping". */
    String kindName();
}
