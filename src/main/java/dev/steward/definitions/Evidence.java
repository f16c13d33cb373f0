package dev.steward.definitions;

/**
 * A citation: one definition record an answer rests on or shows. In {@code --json} as
 * {@code {evidence_id, object_id, version, kind, status}}.
 */
public record Evidence(String evidenceId, String objectId, String version, String kind, String status) {

    public static Evidence of(String objectId, DefinitionVersion version) {
        return new Evidence(version.evidenceId(), objectId, version.version(), version.kind().exchangeName(),
                version.status().yamlName());
    }
}
