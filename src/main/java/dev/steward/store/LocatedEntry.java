package dev.steward.store;

import dev.steward.error.SourceLocation;

/** One key of a {@link LocatedMap}: the key text, where the key was written, and its value. */
public record LocatedEntry(String key, SourceLocation keyLocation, LocatedNode value) {
}
