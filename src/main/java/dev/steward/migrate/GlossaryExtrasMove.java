package dev.steward.migrate;

import dev.steward.metadata.Definitions;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.metadata.MetadataLoader;
import dev.steward.metadata.MetadataReader;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.StewardFolder;
import dev.steward.store.StrictYamlReader;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Glossary mappings {@code term: {definition, status, synonyms, not_tracked}} of metadata.yaml and
 * metadata_enhancements.yaml → openmedallion's flat {@code term: "definition"} in place, the rest to
 * steward/definitions.yaml. A note the sidecar already had wins; within one run the overlay's fields win over
 * metadata.yaml's, as in the overlay merge.
 */
final class GlossaryExtrasMove implements Move {
    private static final YamlPath GLOSSARY = YamlPath.of("glossary");
    private final MetadataReader reader = new MetadataReader();

    @Override
    public String name() {
        return "glossary mappings";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        Definitions before = Definitions.parse(files.text(StewardFolder.DEFINITIONS).orElse(""),
                files.path(StewardFolder.DEFINITIONS));
        Definitions notes = before;
        Set<String> kept = new HashSet<>(before.notes().keySet());
        List<MovedValue> moved = new ArrayList<>();
        for (String file : List.of(MetadataLoader.METADATA_FILE, MetadataLoader.ENHANCEMENTS_FILE)) {
            notes = flatten(files, file, notes, kept, moved);
        }
        if (!moved.isEmpty()) {
            files.put(StewardFolder.DEFINITIONS, notes.render());
        }
        return moved;
    }

    private Definitions flatten(MigrationFiles files, String file, Definitions notes, Set<String> kept,
                                List<MovedValue> moved) {
        String text = files.text(file).orElse(null);
        LocatedNode glossary = text == null ? null : new StrictYamlReader().parse(text, files.path(file))
                .filter(LocatedMap.class::isInstance).map(root -> ((LocatedMap) root).get("glossary")).orElse(null);
        if (!(glossary instanceof LocatedMap terms)) {
            return notes;
        }
        YamlDocument document = YamlDocument.parse(text, files.path(file));
        YamlEdits edits = document.edit();
        int before = moved.size();
        for (LocatedEntry term : terms.entries()) {
            if (!(term.value() instanceof LocatedMap)) {
                continue;
            }
            GlossaryEntry entry = reader.readGlossaryEntry(term);
            edits.putEntry(GLOSSARY, term.key(), entry.definition());
            String written = document.get(GLOSSARY.child(term.key()))
                    .map(node -> text.substring(node.start(), node.end())).orElse("");
            moved.add(new MovedValue(name(), file, "glossary." + term.key(), written, "flat text in place; "
                    + StewardFolder.DEFINITIONS + " terms." + term.key() + " (status, synonyms, not_tracked)"));
            if (!kept.contains(term.key())) {
                notes = notes.with(term.key(), merge(notes, term.key(), (LocatedMap) term.value(), entry));
            }
        }
        if (moved.size() > before) {
            files.put(file, edits.apply().text());
        }
        return notes;
    }

    /** The fields the mapping wrote win over the note built so far (an overlay over metadata.yaml's). */
    private static Definitions.TermNote merge(Definitions notes, String term, LocatedMap written,
                                              GlossaryEntry entry) {
        Definitions.TermNote old = notes.note(term).orElse(null);
        Definitions.TermNote now = Definitions.TermNote.of(entry);
        if (old == null) {
            return now;
        }
        return new Definitions.TermNote(written.has("status") ? now.status() : old.status(),
                written.has("synonyms") ? entry.synonyms() : old.synonyms(),
                written.has("not_tracked") ? Boolean.valueOf(entry.notTracked()) : old.notTracked(), old.otherKeys());
    }
}
