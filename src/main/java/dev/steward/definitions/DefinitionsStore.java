package dev.steward.definitions;

import dev.steward.error.FileFormatException;
import dev.steward.metadata.Definitions;
import dev.steward.store.AtomicFiles;
import dev.steward.store.LoadedFile;
import dev.steward.store.LocatedEntry;
import dev.steward.store.LocatedFields;
import dev.steward.store.LocatedList;
import dev.steward.store.LocatedMap;
import dev.steward.store.LocatedNode;
import dev.steward.store.StewardFolder;
import dev.steward.store.StrictYamlReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code definitions:} section of {@code steward/definitions.yaml} (beside the glossary's {@code terms:}, which
 * this class never changes): read strictly with file:line errors, written whole through {@link AtomicFiles},
 * refused when the file changed since it was read.
 */
public final class DefinitionsStore {
    static final String SECTION = "definitions";
    private static final List<String> DEFINITION_KEYS = List.of("synonyms", "owner", "versions");
    private final AtomicFiles files;
    private final VersionRecordReader reader = new VersionRecordReader();
    private final VersionRecords records = new VersionRecords();

    public DefinitionsStore(AtomicFiles files) {
        this.files = files;
    }

    /** What the file held when read, to write back against. */
    public record Loaded(LoadedFile file, DefinitionSet definitions) {
    }

    public static Path file(Path projectRoot) {
        return StewardFolder.definitions(projectRoot);
    }

    public Loaded load(Path projectRoot) {
        LoadedFile loaded = LoadedFile.read(file(projectRoot));
        return new Loaded(loaded, loaded.exists() ? parse(loaded.text(), loaded.file()) : DefinitionSet.empty());
    }

    /** The project's definitions; empty when the file or its section does not exist. */
    public DefinitionSet read(Path projectRoot) {
        return load(projectRoot).definitions();
    }

    DefinitionSet parse(String text, Path source) {
        Optional<LocatedNode> root = new StrictYamlReader().parse(text, source);
        if (root.isEmpty() || !(root.get() instanceof LocatedMap map) || map.get(SECTION) == null) {
            return DefinitionSet.empty();
        }
        LocatedNode section = map.get(SECTION);
        if (section instanceof dev.steward.store.LocatedScalar s && s.isNull()) {
            return DefinitionSet.empty();
        }
        List<Definition> definitions = new ArrayList<>();
        Set<String> evidenceIds = new HashSet<>();
        for (LocatedEntry entry : LocatedFields.requireMap(section, "definitions:").entries()) {
            Definition d = definition(entry);
            for (DefinitionVersion v : d.versions()) {
                if (!evidenceIds.add(v.evidenceId())) {
                    throw new FileFormatException(entry.keyLocation(), "evidence_id '" + v.evidenceId()
                            + "' appears twice in definitions:", "Give each version its own evidence_id; "
                            + "Steward changed nothing.");
                }
            }
            definitions.add(d);
        }
        return new DefinitionSet(definitions);
    }

    private Definition definition(LocatedEntry entry) {
        String owner = "definition '" + entry.key() + "'";
        LocatedFields f = LocatedFields.strict(entry.value(), owner, entry.keyLocation(), DEFINITION_KEYS);
        LocatedList list = f.list("versions");
        List<DefinitionVersion> versions = new ArrayList<>();
        if (list != null) {
            for (int i = 0; i < list.items().size(); i++) {
                versions.add(reader.version(list.items().get(i), "version " + (i + 1) + " of " + owner));
            }
        }
        return new Definition(entry.key(), f.textList("synonyms"), f.text("owner"), versions);
    }

    /** Writes {@code after} as the file's {@code definitions:}, keeping {@code terms:} and every other key. */
    public void write(Loaded loaded, DefinitionSet after) {
        Definitions file = loaded.file().exists() ? Definitions.parse(loaded.file().text(), loaded.file().file())
                : Definitions.empty();
        String text = file.withSection(SECTION, after.isEmpty() ? null : tree(after)).render();
        if (!loaded.file().exists() || !text.equals(loaded.file().text())) {
            files.writeStringIfUnchanged(loaded.file().file(), text, loaded.file().stamp());
        }
    }

    private Map<String, Object> tree(DefinitionSet set) {
        Map<String, Object> tree = new LinkedHashMap<>();
        for (Definition d : set.definitions()) {
            Map<String, Object> fields = new LinkedHashMap<>();
            if (!d.synonyms().isEmpty()) {
                fields.put("synonyms", d.synonyms());
            }
            if (d.owner() != null) {
                fields.put("owner", d.owner());
            }
            fields.put("versions", d.versions().stream().map(records::fields).toList());
            tree.put(d.id(), fields);
        }
        return tree;
    }
}
