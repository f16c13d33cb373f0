package dev.steward.definitions;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Non-approved records of a concept that a question asks about ("the old wiki says…"), found without an LLM: a
 * record of the same definition (or one that supports one of its versions) whose kind word, version label or a
 * distinctive title word the question uses ("old", "legacy", "previous" for a superseded or deprecated one). They
 * are shown beside the governed answer as the conflict, never as its primary evidence.
 */
final class EvidenceAskedAbout {
    private static final Set<String> OLD = Set.of("old", "older", "legacy", "previous", "outdated", "former");

    List<DefinitionRecord> find(DefinitionSet visible, Definition concept, String question) {
        Set<String> asked = new HashSet<>(Words.of(question));
        Set<String> conceptWords = new HashSet<>(Words.content(concept.title()));
        Set<String> ids = new HashSet<>();
        concept.versions().forEach(v -> ids.add(v.evidenceId()));
        List<DefinitionRecord> found = new ArrayList<>();
        for (Definition d : visible.definitions()) {
            for (DefinitionVersion v : d.versions()) {
                boolean sameConcept = d.id().equals(concept.id()) || v.supports() != null && ids.contains(v.supports());
                if (sameConcept && !v.isApproved() && asksAbout(v, asked, conceptWords)) {
                    found.add(new DefinitionRecord(d.id(), v));
                }
            }
        }
        return found;
    }

    private static boolean asksAbout(DefinitionVersion v, Set<String> asked, Set<String> conceptWords) {
        Set<String> cues = new HashSet<>();
        if (!v.kind().isConcept()) {
            cues.add(v.kind().word());
        }
        if (v.status() == VersionStatus.DRAFT) {
            cues.add("draft");
        }
        if (v.status() == VersionStatus.SUPERSEDED || v.status() == VersionStatus.DEPRECATED) {
            cues.addAll(OLD);
        }
        cues.addAll(Words.of(v.version()).stream().filter(w -> w.length() > 1 && !w.chars().allMatch(Character::isDigit))
                .toList());
        Words.content(v.title()).stream().filter(w -> !conceptWords.contains(w)).forEach(cues::add);
        cues.remove("definition");
        return cues.stream().anyMatch(asked::contains);
    }
}
