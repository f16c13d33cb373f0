package dev.steward.relationships;

import dev.steward.store.FileSizeLimit;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.ParquetDescriber;
import dev.steward.error.StewardException;
import dev.steward.project.Layer;
import dev.steward.project.ParquetTable;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import dev.steward.store.FileStamp;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Clock;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * {@code relationships generate}: scans silver then gold (a gold table replaces a silver one of the same name),
 * detects and verifies join paths, merges them into relationships.yaml and writes it atomically, refusing if
 * the file changed on disk meanwhile. An invalid existing file is reported and nothing is written.
 */
public final class RelationshipsGenerator {
    private final Connection connection;
    private final RelationshipDetector detector;
    private final RelationshipsMerge merge;
    private final AtomicFiles files;
    private final Clock clock;

    public RelationshipsGenerator(Connection connection, RelationshipDetector detector, RelationshipsMerge merge,
                                  AtomicFiles files, Clock clock) {
        this.connection = connection;
        this.detector = detector;
        this.merge = merge;
        this.files = files;
        this.clock = clock;
    }

    /**
     * Detects, merges and writes; {@code notify} receives progress lines. Detected paths whose identity key is in
     * {@code removedByPeople} (see {@link RejectedRelationships}) are not proposed again.
     */
    public RelationshipsMerge.Outcome generate(Project project, Set<String> removedByPeople,
                                               Consumer<String> notify) {
        notify.accept("relationships generate: scanning silver/gold schemas");
        Map<String, Path> parquet = parquetFiles(project);
        ParquetDescriber describer = new ParquetDescriber(connection);
        Map<String, List<ColumnSchema>> tables = new LinkedHashMap<>();
        parquet.forEach((table, file) -> tables.put(table, describer.describe(file)));
        SchemaColumns schema = new SchemaColumns(tables);
        notify.accept("relationships generate: " + tables.size() + " table(s) found, detecting relationships");
        ProposalBudget.Selection selection = new ProposalBudget().select(detector.detect(schema,
                new RelationshipVerifier(connection, parquet, schema, clock)), schema);
        if (!selection.heldBack().isEmpty()) {
            notify.accept("relationships generate: held back: " + selection.reason());
        }
        List<Relationship> detected = withoutRemoved(selection.kept(), removedByPeople, notify);
        Path file = project.relationshipsFile();
        FileStamp before = FileStamp.of(file);
        RelationshipsMerge.Outcome outcome = merge.merge(read(file), file, RelationshipNotesFile.read(file),
                detected, schema);
        outcome.kept().forEach(r -> notify.accept("relationships generate: " + r.fromTable() + " -> "
                + r.toTable() + " — " + (r.isHandAdded() ? "hand-added" : r.status().yamlName()) + ", kept"));
        outcome.madeStale().forEach(r -> notify.accept("relationships generate: " + r.identity()
                + " — its table or column vanished, marked stale"));
        outcome.dropped().forEach(r -> notify.accept("relationships generate: " + r.identity() + " — "
                + droppedBecause(r, outcome)));
        if (!outcome.rejectedByData().isEmpty()) {
            notify.accept("relationships generate: " + outcome.rejectedByData().size() + " candidate(s) the data "
                    + "contradicts kept in " + StewardFolder.RELATIONSHIPS + " (rejected_by_data), not proposed");
        }
        files.writeStringIfUnchanged(file, outcome.text(), before);
        RelationshipNotes.HeldBack heldBack = new RelationshipNotes.HeldBack(selection.heldBack().size(),
                selection.reason());
        new RelationshipNotesFile(files).update(file, old -> outcome.notes().withHeldBack(heldBack));
        notify.accept("relationships generate: " + outcome.added().size() + " new, " + outcome.kept().size()
                + " preserved, " + new RelationshipsReader().parse(outcome.text(), file).relationships().size()
                + " total");
        return outcome;
    }

    /** Why a draft left the file: re-measured, replaced by a differently keyed path, contradicted, or gone. */
    private static String droppedBecause(Relationship r, RelationshipsMerge.Outcome outcome) {
        if (outcome.added().stream().anyMatch(a -> a.identity().equals(r.identity()))) {
            return "draft re-checked against the data, replaced by the new measurement";
        }
        if (outcome.rejectedByData().stream().anyMatch(a -> a.identity().equals(r.identity()))) {
            return "draft now contradicted by the data, moved to " + StewardFolder.RELATIONSHIPS
                    + " rejected_by_data";
        }
        return outcome.added().stream().filter(a -> a.fromTable().equals(r.fromTable())
                        && a.toTable().equals(r.toTable())).findFirst()
                .map(a -> "draft replaced by " + a.identity())
                .orElse("draft no longer detected, removed");
    }

    private static List<Relationship> withoutRemoved(List<Relationship> detected, Set<String> removedByPeople,
                                                     Consumer<String> notify) {
        List<Relationship> kept = detected.stream()
                .filter(r -> !removedByPeople.contains(r.identity().toString())).toList();
        if (kept.size() < detected.size()) {
            notify.accept("relationships generate: " + (detected.size() - kept.size())
                    + " detected path(s) not proposed again: rejected or deleted earlier (curation_log.jsonl)");
        }
        return kept;
    }

    /** Silver then gold, each sorted by name; a gold table overwrites a silver one with the same name. */
    static Map<String, Path> parquetFiles(Project project) {
        Map<String, Path> files = new LinkedHashMap<>();
        for (Layer layer : List.of(Layer.SILVER, Layer.GOLD)) {
            project.tablesIn(layer).stream().sorted(Comparator.comparing(ParquetTable::name))
                    .forEach(t -> files.put(t.name(), t.file()));
        }
        return files;
    }

    private static String read(Path file) {
        if (!Files.exists(file)) {
            return "";
        }
        try {
            FileSizeLimit.check(file);
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StewardException("Could not read " + file + ": " + e.getMessage(),
                    "Check that the file is readable; Steward changed nothing.", e);
        }
    }
}
