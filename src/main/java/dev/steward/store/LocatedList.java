package dev.steward.store;

import dev.steward.error.SourceLocation;
import java.util.List;

/** A YAML sequence or JSON array with its location. */
public record LocatedList(List<LocatedNode> items, SourceLocation location) implements LocatedNode {

    public LocatedList {
        items = List.copyOf(items);
    }

    @Override
    public String kindName() {
        return "a list";
    }
}
