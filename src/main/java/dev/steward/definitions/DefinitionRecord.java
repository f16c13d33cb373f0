package dev.steward.definitions;

/** One version with the id of the definition it belongs to. */
public record DefinitionRecord(String objectId, DefinitionVersion version) {
    public Evidence evidence() {
        return Evidence.of(objectId, version);
    }
}
