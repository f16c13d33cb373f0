package dev.steward.definitions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All definitions of a project, keyed by id in file order. {@link #visibleTo(Audience)} is the audience filter:
 * everything after it (matching, ranking, prompts, answers, citations) only ever sees the filtered set.
 */
public final class DefinitionSet {
    private final Map<String, Definition> byId;

    public DefinitionSet(List<Definition> definitions) {
        Map<String, Definition> map = new LinkedHashMap<>();
        definitions.forEach(d -> map.put(d.id(), d));
        this.byId = Collections.unmodifiableMap(map);
    }

    public static DefinitionSet empty() {
        return new DefinitionSet(List.of());
    }

    public List<Definition> definitions() {
        return List.copyOf(byId.values());
    }

    public Optional<Definition> get(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    public boolean isEmpty() {
        return byId.isEmpty();
    }

    /** The definition holding {@code evidenceId} and that version. */
    public Optional<Map.Entry<Definition, DefinitionVersion>> byEvidence(String evidenceId) {
        for (Definition d : byId.values()) {
            Optional<DefinitionVersion> v = d.version(evidenceId);
            if (v.isPresent()) {
                return Optional.of(Map.entry(d, v.get()));
            }
        }
        return Optional.empty();
    }

    /** Only the versions {@code audience} may see; definitions left without any version are dropped. */
    public DefinitionSet visibleTo(Audience audience) {
        List<Definition> visible = new ArrayList<>();
        byId.values().stream().map(d -> d.visibleTo(audience)).filter(d -> !d.versions().isEmpty())
                .forEach(visible::add);
        return new DefinitionSet(visible);
    }

    /** The versions {@code audience} may not see, with their definitions (for the deny check only). */
    public DefinitionSet hiddenFrom(Audience audience) {
        List<Definition> hidden = new ArrayList<>();
        for (Definition d : byId.values()) {
            List<DefinitionVersion> versions = d.versions().stream().filter(v -> !v.visibleTo(audience)).toList();
            if (!versions.isEmpty()) {
                hidden.add(new Definition(d.id(), d.synonyms(), d.owner(), versions));
            }
        }
        return new DefinitionSet(hidden);
    }

    /** A copy with {@code definition} replacing the one of the same id (or added at the end). */
    public DefinitionSet with(Definition definition) {
        Map<String, Definition> copy = new LinkedHashMap<>(byId);
        copy.put(definition.id(), definition);
        return new DefinitionSet(new ArrayList<>(copy.values()));
    }
}
