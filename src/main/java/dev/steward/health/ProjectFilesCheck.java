package dev.steward.health;

import dev.steward.chat.ChatHistory;
import dev.steward.error.StewardException;
import dev.steward.chat.ChatHistoryReader;
import dev.steward.examples.Example;
import dev.steward.examples.LoggedRows;
import dev.steward.examples.OrphanText;
import dev.steward.examples.ReviewLogReader;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.LoadedMetadata;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.JsonLineProblem;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Parses every knowledge file of a project with the same readers the app uses: a strict file that does not
 * parse is a failure naming file, line and column; a skipped line in an append-only log is a warning.
 */
public final class ProjectFilesCheck implements KnowledgeFilesCheck {
    private final MetadataLoader metadata = new MetadataLoader();
    private final RelationshipsReader relationships = new RelationshipsReader();
    private final SyntheticExamplesReader examples = new SyntheticExamplesReader();
    private final ReviewLogReader reviewLogs = new ReviewLogReader();
    private final ChatHistoryReader chats = new ChatHistoryReader();

    @Override
    public List<CheckResult> check(Project project) {
        List<CheckResult> results = new ArrayList<>();
        results.addAll(guarded("metadata.yaml", () -> metadataResults(project)));
        results.addAll(guarded("relationships.yaml", () -> relationshipResults(project)));
        results.addAll(guarded("examples/synthetic.jsonl", () -> exampleResults(project)));
        results.addAll(guarded("examples/harvested.jsonl",
                () -> logResults("examples/harvested.jsonl", reviewLogs.readHarvested(project.harvestedFile()))));
        results.addAll(guarded("examples/failures.jsonl",
                () -> logResults("examples/failures.jsonl", reviewLogs.readFailures(project.failuresFile()))));
        results.addAll(guarded("chat_history", () -> chatResults(project)));
        return results;
    }

    private List<CheckResult> metadataResults(Project project) {
        if (!Files.exists(project.metadataFile()) && !Files.exists(project.metadataEnhancementsFile())) {
            return List.of(CheckResult.ok("metadata.yaml", "none yet (steward metadata generate drafts it)"));
        }
        LoadedMetadata loaded = metadata.load(project.metadataFile(), project.metadataEnhancementsFile());
        List<CheckResult> results = new ArrayList<>();
        Map<String, Long> byStatus = countBy(loaded.config().tables().values().stream(),
                t -> t.status().name().toLowerCase(java.util.Locale.ROOT));
        results.add(CheckResult.ok("metadata.yaml", loaded.config().tables().size() + " table(s) " + byStatus
                + ", " + (loaded.config().glossary() == null ? 0 : loaded.config().glossary().size())
                + " glossary term(s)"));
        loaded.warnings().forEach(w -> results.add(CheckResult.warn("metadata overlay", w.text())));
        return results; // an entry without its Parquet file is a ReferenceChecks finding
    }

    private List<CheckResult> relationshipResults(Project project) {
        if (!Files.exists(project.relationshipsFile())) {
            return List.of(CheckResult.ok("relationships.yaml", "none yet"));
        }
        List<Relationship> all = relationships.read(project.relationshipsFile()).relationships();
        return List.of(CheckResult.ok("relationships.yaml", all.size() + " relationship(s) "
                + countBy(all.stream(), r -> r.status().name().toLowerCase(java.util.Locale.ROOT))));
    }

    private List<CheckResult> exampleResults(Project project) {
        List<CheckResult> results = new ArrayList<>();
        if (!Files.exists(project.syntheticExamplesFile())) {
            results.add(CheckResult.ok("examples/synthetic.jsonl", "none yet"));
        } else {
            List<Example> rows = examples.read(project.syntheticExamplesFile());
            long templates = rows.stream().filter(Example::templated).count();
            long verified = rows.stream().filter(e -> e.verified() && !e.templated()).count();
            results.add(CheckResult.ok("examples/synthetic.jsonl", rows.size() + " example(s): " + verified
                    + " verified, " + templates + " template(s), " + (rows.size() - verified - templates)
                    + " unverified"));
        }
        examples.orphans(project.syntheticExamplesFile()).forEach((hash, record) -> results.add(CheckResult.warn(
                StewardFolder.EXAMPLES, "orphan record " + hash + " (" + OrphanText.of(record) + "): no example in "
                + "synthetic.jsonl has this content hash or question. It is kept; restore the example, or delete "
                + "the record under orphans: if it is no longer wanted.")));
        return results;
    }

    private static List<CheckResult> logResults(String name, LoggedRows<?> rows) {
        List<CheckResult> results = new ArrayList<>();
        results.add(CheckResult.ok(name, rows.rows().size() + " row(s)"));
        rows.problems().forEach(p -> results.add(CheckResult.warn(name, p.message())));
        return results;
    }

    private List<CheckResult> chatResults(Project project) throws IOException {
        Path dir = project.chatHistoryDir();
        if (!Files.isDirectory(dir)) {
            return List.of(CheckResult.ok("chat_history", "none yet"));
        }
        List<CheckResult> results = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".jsonl")).sorted().toList()) {
                ChatHistory history = chats.read(file);
                String name = "chat_history/" + file.getFileName();
                results.add(CheckResult.ok(name, history.turns().size() + " turn(s)"));
                for (JsonLineProblem problem : history.problems()) {
                    results.add(CheckResult.warn(name, problem.message()));
                }
            }
        }
        return results;
    }

    private static <T> Map<String, Long> countBy(Stream<T> items, Function<T, String> key) {
        return items.collect(Collectors.groupingBy(key, TreeMap::new, Collectors.counting()));
    }

    private static List<CheckResult> guarded(String name, CheckedSupplier<List<CheckResult>> check) {
        try {
            return check.get();
        } catch (StewardException e) {
            return List.of(CheckResult.fail(name, e.userText()));
        } catch (IOException e) {
            return List.of(CheckResult.fail(name, "could not be read: " + e.getMessage()));
        }
    }

    /** A supplier that may fail with an I/O error. */
    @FunctionalInterface
    private interface CheckedSupplier<T> {
        T get() throws IOException;
    }
}
