package dev.steward.ui.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.ColumnProfile;
import dev.steward.project.ParquetTable;
import dev.steward.catalog.ProfileCache;
import dev.steward.catalog.TableProfile;
import dev.steward.catalog.TableProfiler;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.metadata.ColumnMetadata;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.metadata.GlossaryStatus;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.SchemaDelta;
import dev.steward.metadata.TableEdit;
import dev.steward.metadata.TableMetadata;
import dev.steward.metadata.TableStatus;
import dev.steward.project.Project;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.ui.fx.JobContext;
import dev.steward.ui.fx.ProfileText;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The Metadata tab's work off the FX thread: reads one entry for review (its text, the last approved text from
 * the curation log, sample values and a cached profile per column) and records decisions through
 * {@link MetadataApprovals}, refusing to save over a metadata.yaml that changed on disk since the review was read.
 */
public final class MetadataReview {
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final int SHOWN_SAMPLES = 5;
    private final Project project;
    private final Catalog catalog;
    private final CurationHistory history;
    private final MetadataApprovals approvals;
    private final GlossaryApprovals glossary;
    private final ProfileCache profiles;
    private final MetadataReader reader = new MetadataReader();

    /**
     * @param log      the project's curation log: read (cached) for the last approved text, written by the approvals
     * @param glossary decisions on glossary terms, recorded in the same log
     */
    public MetadataReview(Project project, Catalog catalog, CurationLog log, MetadataApprovals approvals,
                          GlossaryApprovals glossary, ProfileCache profiles) {
        this.project = project;
        this.catalog = catalog;
        this.history = new CurationHistory(log);
        this.approvals = approvals;
        this.glossary = glossary;
        this.profiles = profiles;
    }

    /** Reads a table's (or, for {@code kind == TERM}, a glossary term's) review from metadata.yaml. */
    public TableReview review(QueueEntry entry) {
        MetadataConfig config = reader.read(project.metadataFile());
        return entry.kind() == QueueEntry.Kind.TERM ? termReview(config, entry.key())
                : tableReview(config, entry.key());
    }

    /**
     * Writes the edit (if any) and approves the table. Decisions are serialised: each one re-reads the file
     * and changes only this table's span, so changes elsewhere in the file (ours or someone else's) are kept.
     *
     * @param reviewed the review the edit was made on; null means "keep mine": save even though this table's
     *                 entry changed on disk since
     * @throws FileConflictException when this table's text or status changed on disk since {@code reviewed}
     */
    public synchronized TableMetadata approve(String key, TableEdit edit, TableReview reviewed) {
        if (reviewed != null) {
            TableMetadata now = reader.read(project.metadataFile()).tables().get(key);
            if (now == null || !ReviewText.of(now).equals(reviewed.current())
                    || !now.status().yamlName().equals(reviewed.status())) {
                throw new FileConflictException(project.metadataFile());
            }
        }
        try {
            return approvals.editAndApprove(project.metadataFile(), key, edit);
        } finally {
            history.invalidate();
        }
    }

    /**
     * Writes the edited definition and synonyms (if any; the edit's description is the definition) and approves
     * the glossary term; only the term's span changes.
     *
     * @param reviewed as for {@link #approve}: null saves over a change made on disk to this term since
     * @throws FileConflictException when the term's text or status changed on disk since {@code reviewed}
     */
    public synchronized GlossaryEntry approveTerm(String term, TableEdit edit, TableReview reviewed) {
        if (reviewed != null) {
            GlossaryEntry now = termOf(reader.read(project.metadataFile()), term);
            if (now == null || !termText(now).equals(reviewed.current())
                    || !now.status().yamlName().equals(reviewed.status())) {
                throw new FileConflictException(project.metadataFile());
            }
        }
        try {
            return glossary.editAndApprove(project.metadataFile(), term, edit.description(), edit.synonyms());
        } finally {
            history.invalidate();
        }
    }

    /** Records "skip" for a table or a glossary term; metadata.yaml is not written. */
    public synchronized void skip(QueueEntry.Kind kind, String key) {
        try {
            if (kind == QueueEntry.Kind.TERM) {
                glossary.skip(project.metadataFile(), key);
            } else {
                approvals.skip(project.metadataFile(), key);
            }
        } finally {
            history.invalidate();
        }
    }

    /** One line per table or term saying what approving it would change, for the bulk confirmation. */
    public List<String> describeApproval(List<QueueEntry> entries) {
        MetadataConfig config = reader.read(project.metadataFile());
        List<String> lines = new ArrayList<>();
        for (QueueEntry entry : entries) {
            lines.add(entry.kind() == QueueEntry.Kind.TERM ? describeTerm(config, entry.key())
                    : describeTable(config, entry.key()));
        }
        return lines;
    }

    private static String describeTable(MetadataConfig config, String key) {
        TableMetadata table = config.tables().get(key);
        if (table == null) {
            return key + ": not in metadata.yaml, will be skipped";
        }
        long described = table.columns().values().stream()
                .filter(c -> c != null && c.description() != null && !c.description().isBlank()).count();
        String change = table.status() == TableStatus.APPROVED ? "already approved, nothing changes"
                : table.status().yamlName() + " → approved, " + (table.description() == null
                ? "no table description" : "table description") + " and " + described + " of "
                + table.columns().size() + " column descriptions as written";
        return key + ": " + (table.status() == TableStatus.STALE ? change + "; schema_hash set to the live schema"
                + undescribedNewColumns(table) : change);
    }

    /** "; new column category stays undescribed — open it (Edit) to describe it": bulk approval would not. */
    private static String undescribedNewColumns(TableMetadata table) {
        List<String> added = table.schemaDelta() == null ? List.of() : table.schemaDelta().added().stream()
                .filter(c -> table.columns().get(c) == null || table.columns().get(c).description() == null
                        || table.columns().get(c).description().isBlank()).toList();
        return added.isEmpty() ? "" : "; ⚠ new column" + (added.size() == 1 ? " " : "s ") + String.join(", ", added)
                + " stay" + (added.size() == 1 ? "s" : "") + " undescribed (open the table and Edit to describe it)";
    }

    private static String describeTerm(MetadataConfig config, String term) {
        GlossaryEntry entry = termOf(config, term);
        if (entry == null) {
            return "term " + term + ": not in the glossary, will be skipped";
        }
        return "term " + term + ": " + (entry.status() == GlossaryStatus.APPROVED ? "already approved, nothing changes"
                : "draft → approved, definition as written");
    }

    /** Approves each entry as it is, in order, reporting progress per entry; stops between entries on cancel. */
    public synchronized List<String> approveAll(List<QueueEntry> entries, JobContext context) {
        List<String> approved = new ArrayList<>();
        try {
            for (int i = 0; i < entries.size() && !context.isCancelled(); i++) {
                QueueEntry entry = entries.get(i);
                context.progress((double) i / entries.size(), "Approving " + entry.key() + " (" + (i + 1) + " of "
                        + entries.size() + ")");
                if (entry.kind() == QueueEntry.Kind.TERM) {
                    glossary.approve(project.metadataFile(), entry.key());
                } else {
                    approvals.approve(project.metadataFile(), entry.key());
                }
                approved.add(entry.key());
            }
        } finally {
            history.invalidate();
        }
        return approved;
    }

    private TableReview tableReview(MetadataConfig config, String key) {
        TableMetadata table = config.tables().get(key);
        if (table == null) {
            throw new StewardException("Table '" + key + "' is not in " + project.metadataFile() + ".",
                    "Refresh the list (metadata.yaml may have changed), or run 'Refresh' on the Drift tab to "
                            + "add an entry for a new Parquet table.");
        }
        Optional<CurationEntry> lastApproval = history.lastApproval(CurationKind.TABLE, key);
        ReviewText approved;
        String label;
        if (lastApproval.isPresent()) {
            approved = ReviewText.of(lastApproval.get().snapshot());
            label = "Approved " + WHEN.format(lastApproval.get().ts()) + " by " + lastApproval.get().user();
        } else if (table.status() != TableStatus.DRAFT) {
            approved = ReviewText.of(table); // approved before the curation log existed: the file is that text
            label = "Approved (before the curation log)";
        } else {
            approved = ReviewText.none();
            label = "Never approved";
        }
        SchemaDelta delta = table.status() == TableStatus.STALE ? table.schemaDelta() : null;
        return new TableReview(key, table.layer().yamlName(), table.status().yamlName(), ReviewText.of(table),
                approved, label, delta, columnFacts(table));
    }

    private TableReview termReview(MetadataConfig config, String term) {
        GlossaryEntry entry = termOf(config, term);
        if (entry == null) {
            throw new StewardException("Glossary term '" + term + "' is not in " + project.metadataFile() + ".",
                    "Refresh the list; metadata.yaml may have changed.");
        }
        ReviewText current = termText(entry);
        Optional<CurationEntry> last = history.lastApproval(CurationKind.GLOSSARY, term);
        ReviewText approved = last.map(e -> new ReviewText(e.snapshot().path("definition").asText(""),
                        synonymsOf(e.snapshot()), Map.of()))
                .orElse(entry.status().yamlName().equals("approved") ? current : ReviewText.none());
        String label = last.map(e -> "Approved " + WHEN.format(e.ts()) + " by " + e.user())
                .orElse(entry.status().yamlName().equals("approved") ? "Approved (before the curation log)"
                        : "Never approved");
        return new TableReview(term, "glossary", entry.status().yamlName(), current, approved, label, null,
                List.of());
    }

    private static GlossaryEntry termOf(MetadataConfig config, String term) {
        return config.glossary() == null ? null : config.glossary().get(term);
    }

    private static ReviewText termText(GlossaryEntry entry) {
        return new ReviewText(entry.definition(), entry.synonyms(), Map.of());
    }

    private List<ColumnFacts> columnFacts(TableMetadata table) {
        Optional<TableProfile> profile = liveTable(table).map(this::profileOf);
        Map<String, ColumnFacts> facts = new LinkedHashMap<>();
        table.columns().forEach((name, column) -> facts.put(name, factsOf(name, column,
                profile.flatMap(p -> p.column(name)))));
        profile.ifPresent(p -> p.columns().stream().filter(c -> !facts.containsKey(c.name()))
                .forEach(c -> facts.put(c.name(), factsOf(c.name(), null, Optional.of(c)))));
        return List.copyOf(facts.values());
    }

    private Optional<ParquetTable> liveTable(TableMetadata table) {
        return catalog.tables().stream().filter(t -> t.layer() == table.layer() && t.name().equals(table.name()))
                .filter(t -> java.nio.file.Files.exists(t.file())).findFirst();
    }

    private TableProfile profileOf(ParquetTable table) {
        TableProfiler profiler = new TableProfiler(catalog);
        return profiles.loadOrCompute(table, catalog.fingerprint(table), () -> profiler.profile(table));
    }

    private static ColumnFacts factsOf(String name, ColumnMetadata column, Optional<ColumnProfile> profile) {
        List<Object> examples = column != null && column.valueExamples() != null ? column.valueExamples()
                : profile.map(p -> p.topValues().stream().map(v -> v.value()).toList()).orElse(List.of());
        String samples = examples.stream().limit(SHOWN_SAMPLES).map(String::valueOf)
                .collect(Collectors.joining(", "));
        return new ColumnFacts(name, profile.map(ColumnProfile::duckDbType).orElse(""), samples,
                profile.map(ProfileText::statsLine).orElse(""));
    }

    private static List<String> synonymsOf(JsonNode snapshot) {
        List<String> synonyms = new ArrayList<>();
        snapshot.path("synonyms").forEach(s -> synonyms.add(s.asText()));
        return synonyms;
    }
}
