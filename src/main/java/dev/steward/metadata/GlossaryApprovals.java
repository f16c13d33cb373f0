package dev.steward.metadata;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.FileStamp;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Review decisions on glossary terms, like {@link MetadataApprovals} for tables: approve, edit-then-approve, skip,
 * and adding a term (a definition, or a {@code not_tracked} note saying the project does not hold that data, so the
 * assistant can decline instead of inventing a metric). The terms are those of metadata.yaml and its overlay
 * metadata_enhancements.yaml, plus the drafts steward/definitions.yaml holds. An approval, and only an approval, writes
 * the definition text into metadata.yaml as openmedallion's flat {@code term: "text"} (a span edit; an old mapping is
 * brought to that form), so openmedallion's users see approved wording only; an added term stays a draft with its
 * text in steward/definitions.yaml until then. Status, synonyms and not_tracked go to steward/definitions.yaml
 * (ADR 26), then one curation-log line ({@code glossary}, the term). A term only the overlay has is recorded in the
 * sidecar alone: the overlay is never written. The caller holds the
 * project lock; when metadata.yaml or the sidecar changed on disk since they were read, neither is written.
 */
public final class GlossaryApprovals {
    private static final YamlPath GLOSSARY = YamlPath.of("glossary");
    private final CurationLog log;
    private final AtomicFiles files;
    private final String user;
    private final MetadataReader reader = new MetadataReader();
    private final ObjectMapper json = new ObjectMapper();

    public GlossaryApprovals(CurationLog log, AtomicFiles files, String user) {
        this.log = log;
        this.files = files;
        this.user = user;
    }

    /** The draft terms of metadata.yaml and its overlay, in file order; none when there is no glossary. */
    public Map<String, GlossaryEntry> reviewable(Path metadataFile) {
        Map<String, GlossaryEntry> glossary = merged(metadataFile);
        Map<String, GlossaryEntry> drafts = new LinkedHashMap<>();
        if (glossary != null) {
            glossary.forEach((term, entry) -> {
                if (entry.status() == GlossaryStatus.DRAFT) {
                    drafts.put(term, entry);
                }
            });
        }
        return drafts;
    }

    /** Approves the term as written; approving an approved term changes and records nothing. */
    public GlossaryEntry approve(Path metadataFile, String term) {
        return editAndApprove(metadataFile, term, null, null);
    }

    /**
     * Writes a new definition and/or synonyms (null = unchanged), then approves; logged as {@code edit_approve}
     * when something was edited. A new definition of a term only the overlay has is refused (Steward never writes
     * the overlay).
     */
    public GlossaryEntry editAndApprove(Path metadataFile, String term, String definition, List<String> synonyms) {
        Loaded loaded = load(metadataFile, term);
        GlossaryEntry base = loaded.base(term);
        boolean edited = definition != null || synonyms != null;
        boolean oldForm = base != null && !base.flatForm();
        if (!edited && loaded.entry.status() == GlossaryStatus.APPROVED && !oldForm) {
            return loaded.entry;
        }
        String pending = loaded.pendingText(term);
        if (definition != null && base == null && pending == null) {
            throw new StewardException("The term '" + term + "' is defined only in metadata_enhancements.yaml, which "
                    + "Steward never writes.", "Edit its text there (or add the term to metadata.yaml); nothing "
                    + "was written.");
        }
        String text = definition != null ? definition.strip() : pending != null ? pending
                : base == null ? null : base.definition();
        GlossaryEntry decided = new GlossaryEntry(loaded.entry.definition(), GlossaryStatus.APPROVED,
                synonyms != null ? synonyms : loaded.entry.synonyms(), loaded.entry.notTracked(), true);
        GlossaryEntry after = save(loaded, term, text, Definitions.TermNote.of(decided));
        log.record(user, CurationKind.GLOSSARY, term, edited ? CurationAction.EDIT_APPROVE : CurationAction.APPROVE,
                snapshot(loaded.entry), snapshot(after), null);
        return after;
    }

    /** Leaves the term for later; only the decision is recorded. */
    public void skip(Path metadataFile, String term) {
        GlossaryEntry entry = load(metadataFile, term).entry;
        log.record(user, CurationKind.GLOSSARY, term, CurationAction.SKIP, snapshot(entry), snapshot(entry), null);
    }

    /**
     * Adds a draft term to steward/definitions.yaml, its text included; metadata.yaml gets it only when approved.
     *
     * @param notTracked true for a note that the project does not hold this data; the definition says where it is
     */
    public GlossaryEntry add(Path metadataFile, String term, String definition, boolean notTracked) {
        Loaded loaded = read(metadataFile);
        if (loaded.glossary != null && loaded.glossary.containsKey(term)) {
            throw new StewardException("The glossary already has the term '" + term + "'.",
                    "Edit or approve the existing term instead; nothing was written.");
        }
        if (definition == null || definition.isBlank()) {
            throw new StewardException("The term '" + term + "' needs a definition.",
                    "Say what it means, or for a not-tracked term where the data lives instead.");
        }
        GlossaryEntry after = save(loaded, term, null, new Definitions.TermNote(GlossaryStatus.DRAFT, null,
                notTracked ? Boolean.TRUE : null, Map.of(), definition.strip()));
        log.record(user, CurationKind.GLOSSARY, term, CurationAction.ADD, null, snapshot(after),
                notTracked ? "not tracked in this project" : null);
        return after;
    }

    /**
     * Writes {@code text} (null = metadata.yaml untouched) as the flat term, then the note. Both files are checked
     * before either is written; metadata.yaml, the shared file, is written first.
     */
    private GlossaryEntry save(Loaded loaded, String term, String text, Definitions.TermNote note) {
        String newText = loaded.metadata.text();
        GlossaryEntry base = loaded.base(term);
        if (text != null && (base == null || !base.flatForm() || !text.equals(base.definition()))) {
            YamlEdits edits = YamlDocument.parse(loaded.metadata.text(), loaded.metadata.file()).edit();
            newText = edits.putEntry(GLOSSARY, term, text).apply().text();
            reader.parse(newText, loaded.metadata.file());
        }
        requireUnchanged(loaded.metadata);
        requireUnchanged(loaded.definitions);
        if (!newText.equals(loaded.metadata.text())) {
            files.writeStringIfUnchanged(loaded.metadata.file(), newText, loaded.metadata.stamp());
        }
        new DefinitionsFile(files).write(loaded.definitions, DefinitionsFile.parse(loaded.definitions).with(term, note));
        return merged(loaded.metadata.file()).get(term);
    }

    private static void requireUnchanged(LoadedFile file) {
        if (!FileStamp.of(file.file()).sameContentAs(file.stamp())) {
            throw new FileConflictException(file.file());
        }
    }

    private ObjectNode snapshot(GlossaryEntry entry) {
        ObjectNode node = json.createObjectNode();
        node.put("definition", entry.definition());
        node.put("status", entry.status().yamlName());
        if (!entry.synonyms().isEmpty()) {
            node.set("synonyms", json.valueToTree(entry.synonyms()));
        }
        if (entry.notTracked()) {
            node.put("not_tracked", true);
        }
        return node;
    }

    private Loaded load(Path metadataFile, String term) {
        Loaded loaded = read(metadataFile);
        GlossaryEntry entry = loaded.glossary == null ? null : loaded.glossary.get(term);
        if (entry == null) {
            throw new StewardException("The glossary of " + metadataFile.getFileName() + " and "
                    + MetadataLoader.ENHANCEMENTS_FILE + " has no term '" + term + "'" + (loaded.glossary == null ? ""
                    : " (terms: " + String.join(", ", loaded.glossary.keySet()) + ")") + ".",
                    "Check the term's spelling; nothing was written.");
        }
        return new Loaded(loaded.metadata, loaded.definitions, loaded.glossary, loaded.own, entry);
    }

    /** Reads both files' bytes first (their stamps guard the writes), then the merged glossary. */
    private Loaded read(Path metadataFile) {
        LoadedFile metadata = LoadedFile.read(metadataFile);
        LoadedFile definitions = LoadedFile.read(DefinitionsFile.of(metadataFile));
        Map<String, GlossaryEntry> own = ownTerms(metadata);
        return new Loaded(metadata, definitions, merged(metadataFile), own, null);
    }

    /** metadata.yaml's own glossary terms (null when it has no glossary), without the sidecar's drafts. */
    private Map<String, GlossaryEntry> ownTerms(LoadedFile metadata) {
        Map<String, GlossaryEntry> parsed = reader.parse(metadata.text(), metadata.file()).glossary();
        if (parsed == null) {
            return null;
        }
        List<String> inFile = YamlDocument.parse(metadata.text(), metadata.file()).keys(GLOSSARY);
        Map<String, GlossaryEntry> own = new LinkedHashMap<>(parsed);
        own.keySet().retainAll(inFile);
        return own;
    }

    private static Map<String, GlossaryEntry> merged(Path metadataFile) {
        Path overlay = metadataFile.toAbsolutePath().resolveSibling(MetadataLoader.ENHANCEMENTS_FILE);
        return new MetadataLoader().load(metadataFile, overlay).config().glossary();
    }

    /**
     * One read: both files' bytes and stamps, the merged glossary, metadata.yaml's own glossary ({@code own}, null
     * when it has none) and the term decided on (null when adding).
     */
    private record Loaded(LoadedFile metadata, LoadedFile definitions, Map<String, GlossaryEntry> glossary,
                          Map<String, GlossaryEntry> own, GlossaryEntry entry) {
        /** metadata.yaml's own entry for {@code term}; null when only the overlay has it. */
        GlossaryEntry base(String term) {
            return own == null ? null : own.get(term);
        }

        /** The draft text steward/definitions.yaml holds for {@code term}, not approved into metadata.yaml yet. */
        String pendingText(String term) {
            return DefinitionsFile.parse(definitions).note(term).map(Definitions.TermNote::text).orElse(null);
        }
    }
}
