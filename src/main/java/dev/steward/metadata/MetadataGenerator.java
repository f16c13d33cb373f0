package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.catalog.Catalog;
import dev.steward.catalog.TableSample;
import dev.steward.catalog.TableSampler;
import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.llm.LlmCancelledException;
import dev.steward.llm.LlmModelMissingException;
import dev.steward.llm.LlmUnreachableException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.FileStamp;
import dev.steward.store.LoadedFile;
import dev.steward.store.YamlDocument;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * {@code metadata generate}: drafts every table that is not approved with the LLM and saves each one as soon as
 * it is drafted (one span edit and one atomic write per table), so a crash or a cancel keeps what was done.
 * Approved tables are never read or written (their bytes stay, comments included); a stale table is re-drafted
 * from its last approved text plus the schema change; entries are keyed by (layer, name); an entry whose Parquet
 * is gone is kept and reported. A failure on one table (timeout, unusable reply, unreadable file) is reported
 * and the run goes on; an unreachable Ollama or a missing model stops the run with one message.
 *
 * <p>The caller holds the project lock. A file changed on disk by someone else during the run is not
 * overwritten: the run stops there. docs/decisions/0009-metadata-lifecycle.md has the rules.
 */
public final class MetadataGenerator {
    private final Catalog catalog;
    private final TableDrafter drafter;
    private final ProfileFields profiles;
    private final CurationLog log;
    private final AtomicFiles files;
    private final String user;
    private final MetadataReader reader = new MetadataReader();
    private final TableSnapshot snapshots = new TableSnapshot();
    private final DraftWriter writer = new DraftWriter();

    /**
     * @param profiles the profile fields source for {@link GenerateOptions#profile()}
     * @param user     who the curation log records the drafts for
     */
    public MetadataGenerator(Catalog catalog, TableDrafter drafter, ProfileFields profiles, CurationLog log,
                             AtomicFiles files, String user) {
        this.catalog = catalog;
        this.drafter = drafter;
        this.profiles = profiles;
        this.log = log;
        this.files = files;
        this.user = user;
    }

    /**
     * Drafts the non-approved tables of {@code metadataFile} (created when missing).
     *
     * @param cancelled checked between tables (the desktop passes its job's flag); an interrupt of the calling
     *                  thread also cancels, and aborts an LLM call in flight
     * @throws StewardException when metadata.yaml cannot be read or {@link GenerateOptions#table()} names no table
     */
    public GenerateResult generate(Path metadataFile, GenerateOptions options, GenerateListener listener,
                                   BooleanSupplier cancelled) {
        LoadedFile loaded = LoadedFile.read(metadataFile);
        MetadataConfig config = loaded.exists() ? reader.parse(loaded.text(), metadataFile) : MetadataConfig.empty();
        List<GenerationPlan.Step> steps = new GenerationPlan(catalog.tables(), config).steps(options.tableFilter());
        Run run = new Run(metadataFile, loaded.text(), loaded.stamp(), options, listener, steps.size());
        for (int i = 0; i < steps.size(); i++) {
            if (run.stop == GenerateResult.Stop.NONE && (cancelled.getAsBoolean()
                    || Thread.currentThread().isInterrupted())) {
                run.stop(GenerateResult.Stop.CANCELLED, "Cancelled; the tables drafted before are saved.");
            }
            GenerationPlan.Step step = steps.get(i);
            boolean stopped = run.stop != GenerateResult.Stop.NONE && step.action() == GenerationPlan.Action.DRAFT;
            run.finish(i, stopped ? notRun(step) : handle(step, i, run));
        }
        return new GenerateResult(run.outcomes, run.stop, run.stopMessage);
    }

    private TableOutcome handle(GenerationPlan.Step step, int index, Run run) {
        return switch (step.action()) {
            case SKIP_APPROVED -> new TableOutcome(step.key(), step.layer(), TableOutcome.Kind.APPROVED_SKIPPED, 0,
                    "approved, skipped (untouched)");
            case FLAG_MISSING -> new TableOutcome(step.key(), step.layer(), TableOutcome.Kind.PARQUET_MISSING, 0,
                    "Parquet file no longer found; the entry is kept as it is");
            case REFUSE -> new TableOutcome(step.key(), step.layer(), TableOutcome.Kind.FAILED, 0, step.problem());
            case DRAFT -> draftSafely(step, index, run);
        };
    }

    private TableOutcome draftSafely(GenerationPlan.Step step, int index, Run run) {
        run.listener.started(step.key(), index + 1, run.total);
        int[] calls = {0};
        try {
            return draftAndSave(step, run, calls);
        } catch (LlmUnreachableException | LlmModelMissingException e) {
            run.stop(GenerateResult.Stop.LLM_UNAVAILABLE, e.userText() + " Nothing was drafted for this table"
                    + " or the ones after it; run the command again once the model answers.");
            return notRun(step);
        } catch (LlmCancelledException | CancellationException e) {
            run.stop(GenerateResult.Stop.CANCELLED, "Cancelled; the tables drafted before are saved.");
            return notRun(step);
        } catch (FileConflictException e) {
            run.stop(GenerateResult.Stop.FILE_CONFLICT, e.userText());
            return notRun(step);
        } catch (StewardException e) {
            return new TableOutcome(step.key(), step.layer(), TableOutcome.Kind.FAILED, calls[0],
                    "not drafted: " + e.userText());
        }
    }

    private TableOutcome draftAndSave(GenerationPlan.Step step, Run run, int[] calls) {
        TableSample sample = new TableSampler(catalog).sample(step.table());
        Optional<StaleContext> stale = step.entry() != null && step.entry().status() == TableStatus.STALE
                ? Optional.of(staleContext(step.entry(), sample)) : Optional.empty();
        calls[0] = 1;
        DraftedTable draft = drafter.draft(sample, stale, run.options.callTimeout(), (retry, max, problem) -> {
            calls[0]++;
            run.listener.retrying(step.key(), retry, max, problem);
        });
        Map<String, Map<String, Object>> profile = run.options.profile()
                ? profiles.of(step.table(), sample.schema().fingerprint()) : null;
        YamlDocument drafted = writer.write(YamlDocument.parse(run.text, run.file), step.key(), step.layer(),
                step.entry(), sample, draft, profile);
        reader.parse(drafted.text(), run.file); // valid before anything is written
        run.stamp = files.writeStringIfUnchanged(run.file, drafted.text(), run.stamp);
        new TableNotesFile(files).update(run.file, notes -> notes.without(step.key())); // a draft is not stale
        TableMetadata after = reader.parse(drafted.text(), run.file).tables().get(step.key());
        run.text = drafted.text();
        String how = stale.isPresent() ? "re-drafted from the approved text (" + stale.get().delta().summary() + ")"
                : "drafted";
        log.record(user, CurationKind.TABLE, step.key(), step.entry() == null ? CurationAction.ADD
                : CurationAction.EDIT, step.entry() == null ? null : snapshots.of(step.entry()), snapshots.of(after),
                how + " by " + drafter.model() + (profile != null ? ", profiled" : ""));
        return new TableOutcome(step.key(), step.layer(), stale.isPresent() ? TableOutcome.Kind.REDRAFTED
                : TableOutcome.Kind.DRAFTED, draft.llmCalls(), how + " (" + callText(draft.llmCalls()) + ")"
                + (profile != null ? ", profiled" : ""));
    }

    /** The last approved text (curation log, else the entry itself) and the change since that approval. */
    private StaleContext staleContext(TableMetadata entry, TableSample sample) {
        Optional<JsonNode> approved = log.lastApproved(CurationKind.TABLE, entry.key());
        ObjectNode text = wording(approved.orElseGet(() -> snapshots.of(entry)));
        SchemaDelta delta = new RecordedSchemas(log).atApproval(entry.key())
                .map(schema -> SchemaDelta.between(schema, sample.schema().columns()))
                .orElseGet(() -> entry.schemaDelta() != null ? entry.schemaDelta()
                        : SchemaDelta.byNames(entry.columns().keySet(), sample.schema().columns()));
        return new StaleContext(text, delta);
    }

    /** Only what a person wrote: description, synonyms and each column's description and synonyms. */
    private static ObjectNode wording(JsonNode snapshot) {
        ObjectNode text = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        copy(snapshot, text, "description");
        copy(snapshot, text, "synonyms");
        ObjectNode columns = text.putObject("columns");
        JsonNode recorded = snapshot.path("columns");
        recorded.fieldNames().forEachRemaining(name -> {
            ObjectNode column = columns.putObject(name);
            copy(recorded.get(name), column, "description");
            copy(recorded.get(name), column, "synonyms");
        });
        return text;
    }

    private static void copy(JsonNode from, ObjectNode to, String field) {
        if (from.hasNonNull(field)) {
            to.set(field, from.get(field));
        }
    }

    private static TableOutcome notRun(GenerationPlan.Step step) {
        return new TableOutcome(step.key(), step.layer(), TableOutcome.Kind.NOT_RUN, 0, "not run: the run stopped");
    }

    private static String callText(int calls) {
        return calls == 1 ? "1 LLM call" : calls + " LLM calls";
    }

    /** The state of one run: the file as last written, outcomes so far and whether it stopped. */
    private static final class Run {
        private final Path file;
        private final GenerateOptions options;
        private final GenerateListener listener;
        private final int total;
        private final List<TableOutcome> outcomes = new ArrayList<>();
        private String text;
        private FileStamp stamp;
        private GenerateResult.Stop stop = GenerateResult.Stop.NONE;
        private String stopMessage;

        Run(Path file, String text, FileStamp stamp, GenerateOptions options, GenerateListener listener, int total) {
            this.file = file;
            this.text = text;
            this.stamp = stamp;
            this.options = options;
            this.listener = listener;
            this.total = total;
        }

        void stop(GenerateResult.Stop why, String message) {
            stop = why;
            stopMessage = message;
        }

        void finish(int index, TableOutcome outcome) {
            outcomes.add(outcome);
            listener.finished(outcome, index + 1, total);
        }
    }
}
