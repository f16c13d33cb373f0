package dev.steward.definitions;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A governed definition: a stable id ({@code metric.net_revenue}), its synonyms and owner, and its versions in file
 * order. Its kind and title are those of its concept versions (else of its first version).
 */
public record Definition(String id, List<String> synonyms, String owner, List<DefinitionVersion> versions) {

    public Definition {
        Objects.requireNonNull(id, "id");
        synonyms = synonyms == null ? List.of() : List.copyOf(synonyms);
        versions = List.copyOf(versions);
    }

    public DefinitionKind kind() {
        return concepts().stream().findFirst().or(() -> versions.stream().findFirst())
                .map(DefinitionVersion::kind).orElse(DefinitionKind.TERM);
    }

    /** The title of the last concept version that has one, else the id's words ("net revenue"). */
    public String title() {
        List<DefinitionVersion> titled = (concepts().isEmpty() ? versions : concepts()).stream()
                .filter(v -> v.title() != null && !v.title().isBlank()).toList();
        return titled.isEmpty() ? idWords() : titled.get(titled.size() - 1).title();
    }

    /** The id's last segment as words: {@code metric.net_revenue} → {@code net revenue}. */
    public String idWords() {
        String tail = id.contains(".") ? id.substring(id.lastIndexOf('.') + 1) : id;
        return tail.replace('_', ' ').replace('-', ' ');
    }

    /** The versions whose kind answers questions (metric, term, ...). */
    public List<DefinitionVersion> concepts() {
        return versions.stream().filter(v -> v.kind().isConcept()).toList();
    }

    public boolean isConcept() {
        return !concepts().isEmpty();
    }

    public Optional<DefinitionVersion> version(String evidenceId) {
        return versions.stream().filter(v -> v.evidenceId().equals(evidenceId)).findFirst();
    }

    /** A copy with only the versions {@code audience} may see (possibly none). */
    public Definition visibleTo(Audience audience) {
        return new Definition(id, synonyms, owner, versions.stream().filter(v -> v.visibleTo(audience)).toList());
    }
}
