package dev.steward.reliability;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.catalog.Catalog;
import dev.steward.chat.ChatLog;
import dev.steward.chat.NewTurn;
import dev.steward.eval.EvalRun;
import dev.steward.eval.EvalRunStore;
import dev.steward.eval.EvalSettings;
import dev.steward.eval.EvalSummary;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.FeedbackLog;
import dev.steward.metadata.GlossaryApprovals;
import dev.steward.metadata.MetadataApprovals;
import dev.steward.metadata.TableEdit;
import dev.steward.metadata.TableNotes;
import dev.steward.metadata.TableNotesFile;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.Confidence;
import dev.steward.relationships.LoadedRelationships;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.settings.SettingsStore;
import dev.steward.settings.UserSettings;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.StewardFolder;
import dev.steward.store.WriteProbe;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The real writers the crash test kills, each driven by a step number, so the child JVM that is killed and the
 * parent that works out which file versions are allowed make exactly the same decisions. Even steps write
 * variant A, odd steps variant B; a fixed clock keeps every write reproducible. Every write goes through one
 * {@link AtomicFiles} whose {@link WriteProbe} the child uses to stop in the middle of a write.
 */
final class CrashWriters {
    /** The file kinds Steward writes, each through the production class a person's decision goes through. */
    enum Kind {
        METADATA, RELATIONSHIPS, EXAMPLES, SETTINGS, EVAL_RUNS, CURATION_LOG,
        /** steward/tables.yaml through {@code TableNotesFile} (a stale reason, as a refresh writes it). */
        STEWARD_TABLES,
        /** steward/relationships.yaml alone: a relationship's note, which the shared file does not hold. */
        STEWARD_RELATIONSHIPS,
        /** steward/definitions.yaml through {@code GlossaryApprovals}: a term's synonyms and approval. */
        STEWARD_DEFINITIONS,
        /** steward/feedback.jsonl and steward/chat_turns.jsonl appended (a harvested row's extras, a failed turn). */
        STEWARD_JSONL
    }

    /** The draft table of the sample whose approval is written; every other table must stay as it is. */
    static final String METADATA_TABLE = "targets";
    static final String USER = "crash-tester";
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);

    private final Kind kind;
    private final Project project;
    private final AtomicFiles files;
    private final CurationLog log;

    CrashWriters(Kind kind, Path projectRoot) {
        this(kind, projectRoot, WriteProbe.NONE);
    }

    CrashWriters(Kind kind, Path projectRoot, WriteProbe probe) {
        this.kind = kind;
        this.files = new AtomicFiles(probe);
        this.project = new ProjectOpener(Map.of()).open(projectRoot);
        this.log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files), new JsonLinesReader(),
                CLOCK);
    }

    /**
     * The files the kind replaces whole, each of which must be one whole version after a kill; for eval runs, the
     * folder of run files.
     */
    static List<Path> targets(Kind kind, Path projectRoot) {
        return switch (kind) {
            case METADATA -> List.of(projectRoot.resolve("metadata.yaml"));
            case RELATIONSHIPS -> List.of(projectRoot.resolve("relationships.yaml"),
                    StewardFolder.relationships(projectRoot));
            case EXAMPLES -> List.of(projectRoot.resolve("examples/synthetic.jsonl"),
                    projectRoot.resolve(StewardFolder.EXAMPLES));
            case SETTINGS -> List.of(projectRoot.resolve("home/settings.json"));
            case EVAL_RUNS -> List.of(projectRoot.resolve("eval_runs"));
            case CURATION_LOG, STEWARD_JSONL -> List.of();
            case STEWARD_TABLES -> List.of(StewardFolder.tables(projectRoot));
            // the editor writes the shared file too, with the same bytes: it must stay whole as well
            case STEWARD_RELATIONSHIPS -> List.of(StewardFolder.relationships(projectRoot),
                    projectRoot.resolve("relationships.yaml"));
            case STEWARD_DEFINITIONS -> List.of(StewardFolder.definitions(projectRoot));
        };
    }

    /** The append-only files the kind writes; each keeps every byte it had before a kill. */
    static List<Path> appended(Kind kind, Path projectRoot) {
        Path log = projectRoot.resolve("curation_log.jsonl");
        return switch (kind) {
            case SETTINGS, EVAL_RUNS, STEWARD_TABLES -> List.of();
            case STEWARD_JSONL -> List.of(projectRoot.resolve(StewardFolder.FEEDBACK),
                    projectRoot.resolve(StewardFolder.CHAT_TURNS), projectRoot.resolve("chat_history/" + USER
                            + ".jsonl"));
            default -> List.of(log);
        };
    }

    /** One decision or write, exactly as the app or the CLI makes it. */
    void write(int step) {
        String variant = step % 2 == 0 ? "A" : "B";
        switch (kind) {
            case METADATA -> new MetadataApprovals(new Catalog(List.of()), log, files, USER).editAndApprove(
                    project.metadataFile(), METADATA_TABLE,
                    new TableEdit("Quarterly revenue target per region, variant " + variant + ".", null, Map.of()));
            case RELATIONSHIPS -> editRelationship(variant);
            case EXAMPLES -> editExample(variant);
            case SETTINGS -> new SettingsStore(targets(kind, project.root()).get(0), files).save(settings(variant));
            case EVAL_RUNS -> new EvalRunStore(files).write(project, evalRun());
            case CURATION_LOG -> log.record(USER, CurationKind.TABLE, "table-" + step, CurationAction.APPROVE, null,
                    snapshot(step), "crash test step " + step);
            case STEWARD_TABLES -> new TableNotesFile(files).update(project.metadataFile(), notes -> notes.with(
                    METADATA_TABLE, new TableNotes.Note("schema changed, variant " + variant + ".", null)));
            case STEWARD_RELATIONSHIPS -> editRelationshipNote(variant);
            case STEWARD_DEFINITIONS -> new GlossaryApprovals(log, files, USER).editAndApprove(project.metadataFile(),
                    "pipeline", null, List.of("open pipeline", "variant " + variant));
            case STEWARD_JSONL -> appendStewardLines(step);
        }
    }

    private void editRelationshipNote(String variant) {
        RelationshipsEditor editor = new RelationshipsEditor(new RelationshipsReader(), files, log, USER);
        LoadedRelationships loaded = editor.load(project.relationshipsFile());
        Relationship r = loaded.entries().get(1);
        editor.edit(loaded, r.identity(), new Relationship(r.fromTable(), r.toTable(), r.joinOn(), r.confidence(),
                r.status(), r.method(), r.evidence(), r.staleReason(), "Looked at again, variant " + variant + "."));
    }

    /** Even steps: a harvested row's extras to feedback.jsonl; odd steps: a failed chat turn (its error line). */
    private void appendStewardLines(int step) {
        JsonLinesAppender appender = new JsonLinesAppender(files);
        if (step % 2 == 0) {
            new FeedbackLog(project.examplesDir()).append(appender, new FeedbackLog.Entry(FeedbackLog.Kind.HARVESTED,
                    "hash-" + step, "2026-11-29T12:00:00Z", USER, "turn-" + step, null, null));
        } else {
            new ChatLog(project.chatHistoryDir(), project.examplesDir(), files, CLOCK, () -> "turn" + step).record(
                    USER, NewTurn.failure("session-1", "Question " + step + "?", "", "e".repeat(50 + step % 3_000)));
        }
    }

    private void editRelationship(String variant) {
        RelationshipsEditor editor = new RelationshipsEditor(new RelationshipsReader(), files, log, USER);
        LoadedRelationships loaded = editor.load(project.relationshipsFile());
        Relationship r = loaded.entries().get(1);
        // the confidence is in the shared file (the note alone would go to steward/relationships.yaml only)
        Confidence confidence = variant.equals("A") ? Confidence.HIGH : Confidence.MEDIUM;
        editor.edit(loaded, r.identity(), new Relationship(r.fromTable(), r.toTable(), r.joinOn(), confidence,
                r.status(), r.method(), r.evidence(), r.staleReason(), "Checked by hand, variant " + variant + "."));
    }

    private void editExample(String variant) {
        ExampleCuration curation = new ExampleCuration(project.syntheticExamplesFile(), files, log, USER, CLOCK);
        ExampleRow row = curation.all().get(2);
        curation.editAndApprove(row, "How many deals did each rep close? (variant " + variant + ")",
                row.example().sql());
    }

    private static UserSettings settings(String variant) {
        List<Path> recent = new ArrayList<>();
        for (int i = 0; i < UserSettings.MAX_RECENT; i++) {
            recent.add(Path.of("/home/steward/projects/variant-" + variant + "/project-" + i));
        }
        return new UserSettings("http://127.0.0.1:11434", "model-" + variant, "dark", "Crash Tester " + variant,
                recent);
    }

    /** A run of about 60 KB, so kills also land inside its write. */
    private static EvalRun evalRun() {
        Map<String, String> knowledge = new TreeMap<>();
        for (int i = 0; i < 1000; i++) {
            knowledge.put("examples/file-" + i + ".jsonl", "sha256:" + "0123456789abcdef".repeat(2) + i);
        }
        return new EvalRun("20261129T120000Z-cafe0001", "2026-11-29T12:00:00Z", "2026-11-29T12:00:05Z", false,
                EvalSettings.defaults(false, "qwen2.5-coder:7b", "http://localhost:11434"), knowledge, List.of(),
                EvalSummary.of(List.of()));
    }

    /** Snapshots of 100 B to 20 KB, so kills land inside an append as well as between them. */
    private static ObjectNode snapshot(int step) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("description", "d".repeat(100 + (step * 7919) % 20_000));
        return node;
    }
}
