package dev.steward.metadata;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import dev.steward.store.YamlEdits;
import dev.steward.store.YamlPath;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Review decisions on metadata.yaml glossary terms, like {@link MetadataApprovals} for tables: approve,
 * edit-then-approve, skip, and adding a term (a definition, or a {@code not_tracked} note saying the project does
 * not hold that data, so the assistant can decline instead of inventing a metric). Each decision is one span
 * edit written at once and one curation-log line ({@code glossary}, the term). Approving a flat
 * {@code term: "definition"} turns it into the curated form, since only that form has a status. The caller holds
 * the project lock; a file changed on disk since it was read is not overwritten.
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

    /** The draft terms in file order (flat ones included); none when the file or its glossary is missing. */
    public Map<String, GlossaryEntry> reviewable(Path metadataFile) {
        Map<String, GlossaryEntry> glossary = reader.read(metadataFile).glossary();
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
     * when something was edited.
     */
    public GlossaryEntry editAndApprove(Path metadataFile, String term, String definition, List<String> synonyms) {
        Loaded loaded = load(metadataFile, term);
        boolean edited = definition != null || synonyms != null;
        if (!edited && loaded.entry.status() == GlossaryStatus.APPROVED) {
            return loaded.entry;
        }
        YamlEdits edits = loaded.document.edit();
        if (loaded.entry.flatForm()) {
            Map<String, Object> curated = new LinkedHashMap<>();
            curated.put("definition", definition != null ? definition : loaded.entry.definition());
            curated.put("status", GlossaryStatus.APPROVED.yamlName());
            if (synonyms != null && !synonyms.isEmpty()) {
                curated.put("synonyms", synonyms);
            }
            edits.putEntry(GLOSSARY, term, curated);
        } else {
            YamlPath path = GLOSSARY.child(term);
            if (definition != null) {
                edits.putEntry(path, "definition", definition);
            }
            if (synonyms != null) {
                edits.putEntry(path, "synonyms", synonyms);
            }
            edits.putEntry(path, "status", GlossaryStatus.APPROVED.yamlName());
        }
        GlossaryEntry after = save(loaded, edits, term);
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
     * Adds a draft term at the end of the glossary (created when missing).
     *
     * @param notTracked true for a note that the project does not hold this data; the definition says where it is
     */
    public GlossaryEntry add(Path metadataFile, String term, String definition, boolean notTracked) {
        LoadedFile file = LoadedFile.read(metadataFile);
        MetadataConfig config = reader.parse(file.text(), metadataFile);
        if (config.glossary() != null && config.glossary().containsKey(term)) {
            throw new StewardException("The glossary already has the term '" + term + "'.",
                    "Edit or approve the existing term instead; nothing was written.");
        }
        if (definition == null || definition.isBlank()) {
            throw new StewardException("The term '" + term + "' needs a definition.",
                    "Say what it means, or for a not-tracked term where the data lives instead.");
        }
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("definition", definition.strip());
        value.put("status", GlossaryStatus.DRAFT.yamlName());
        if (notTracked) {
            value.put("not_tracked", true);
        }
        Loaded loaded = new Loaded(file, YamlDocument.parse(file.text(), metadataFile), null);
        GlossaryEntry after = save(loaded, loaded.document.edit().putEntry(GLOSSARY, term, value), term);
        log.record(user, CurationKind.GLOSSARY, term, CurationAction.ADD, null, snapshot(after),
                notTracked ? "not tracked in this project" : null);
        return after;
    }

    private GlossaryEntry save(Loaded loaded, YamlEdits edits, String term) {
        String text = edits.apply().text();
        GlossaryEntry after = reader.parse(text, loaded.file.file()).glossary().get(term);
        files.writeStringIfUnchanged(loaded.file.file(), text, loaded.file.stamp());
        return after;
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
        LoadedFile file = LoadedFile.read(metadataFile);
        Map<String, GlossaryEntry> glossary = reader.parse(file.text(), metadataFile).glossary();
        GlossaryEntry entry = glossary == null ? null : glossary.get(term);
        if (entry == null) {
            throw new StewardException("The glossary of " + metadataFile.getFileName() + " has no term '" + term
                    + "'" + (glossary == null ? "" : " (terms: " + String.join(", ", glossary.keySet()) + ")") + ".",
                    "Check the term's spelling; nothing was written.");
        }
        return new Loaded(file, YamlDocument.parse(file.text(), metadataFile), entry);
    }

    /** One read of metadata.yaml: bytes and stamp, the span-editable document and the term decided on. */
    private record Loaded(LoadedFile file, YamlDocument document, GlossaryEntry entry) {
    }
}
