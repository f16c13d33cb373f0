package dev.steward.examples;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.llm.JsonRetry;
import dev.steward.llm.JsonShape;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesDocument;
import dev.steward.error.StewardException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code examples generate}: one LLM call drafts N question/SQL pairs from the approved knowledge; each SQL must
 * pass the gate (repaired through the pipeline's loop, like a live question) and run in the sandbox (row-capped);
 * duplicates of existing rows or of each other are dropped. New rows are appended as unverified examples; every
 * row already in synthetic.jsonl (verified, unverified, harvested) keeps its line. openmedallion rewrote the file
 * and deleted every unverified row, harvested candidates included.
 */
public final class ExampleGenerator {
    /** The generation prompt under {@code dev/steward/llm/prompts/}. */
    public static final String GENERATE_PROMPT = "examples-generate";
    static final QueryLimits RUN_LIMITS = new QueryLimits(100, Duration.ofSeconds(30));
    private static final JsonShape REPLY = JsonShape.object().required("examples", JsonShape.listOf(JsonShape.anything()));
    private static final int EXCERPT = 60;

    private final Llm llm;
    private final PromptTemplates prompts;
    private final SqlRepair repair;
    private final SqlExecutor executor;
    private final AtomicFiles files;
    private final CurationLog log;
    private final String user;

    public ExampleGenerator(Llm llm, PromptTemplates prompts, SqlRepair repair, SqlExecutor executor,
                            AtomicFiles files, CurationLog log, String user) {
        this.llm = llm;
        this.prompts = prompts;
        this.repair = repair;
        this.executor = executor;
        this.files = files;
        this.log = log;
        this.user = user;
    }

    /**
     * Drafts {@code count} pairs and appends the good ones to {@code syntheticFile}.
     *
     * @param progress told one line per step and per pair (validated, dropped, duplicate)
     */
    public GenerationResult generate(Path syntheticFile, GenerationKnowledge knowledge, int count,
                                     Consumer<String> progress) {
        if (count < 1) {
            throw new StewardException("--count must be at least 1, was " + count + ".", "Ask for 1 or more pairs.");
        }
        progress.accept("examples generate: " + knowledge.tableCount() + " approved table(s), "
                + knowledge.relationshipCount() + " approved relationship(s)");
        List<LlmTurn> turns = List.of(LlmTurn.user(prompts.render(GENERATE_PROMPT, Map.of("tables", knowledge.tables(),
                "relationships", knowledge.relationships(), "count", count))));
        JsonNode reply = new JsonRetry(llm, prompts).ask(turns, REPLY,
                (retry, max, problem) -> progress.accept("examples generate: retry " + retry + "/" + max + " (" + problem + ")"));
        SyntheticExamplesFile synthetic = SyntheticExamplesFile.load(syntheticFile, new SyntheticExamplesReader());
        ExampleIdentity known = new ExampleIdentity(synthetic.rows().stream().map(ExampleRow::example).toList());
        List<Example> added = new ArrayList<>();
        List<GenerationResult.DroppedPair> dropped = new ArrayList<>();
        int duplicates = 0;
        for (JsonNode item : reply.get("examples")) {
            String question = text(item, "question");
            String sql = text(item, "sql");
            if (question.isBlank() || sql.isBlank()) {
                dropped.add(drop(progress, question, sql, "the pair has no question or no SQL"));
                continue;
            }
            Optional<String> valid = check(turns, knowledge, question, sql, dropped, progress);
            if (valid.isEmpty()) {
                continue;
            }
            if (known.isKnown(question, valid.get())) {
                duplicates++;
                progress.accept("examples generate: duplicate — '" + excerpt(question) + "'");
                continue;
            }
            Example example = new Example(question, valid.get(), false, false, null, null, null, ExampleSource.GENERATED);
            known.add(example);
            added.add(example);
            progress.accept("examples generate: validated — '" + excerpt(question) + "'");
        }
        save(synthetic, added);
        progress.accept("examples generate: " + added.size() + " new, " + synthetic.rows().size() + " kept, "
                + (added.size() + synthetic.rows().size()) + " total");
        return new GenerationResult(added, dropped, duplicates, synthetic.rows().size());
    }

    /** The SQL after the gate (with repairs) and a row-capped run, or empty with the pair recorded as dropped. */
    private Optional<String> check(List<LlmTurn> turns, GenerationKnowledge knowledge, String question, String sql,
                                   List<GenerationResult.DroppedPair> dropped, Consumer<String> progress) {
        Optional<String> valid = repair.validate(turns, sql, knowledge.tables(), question);
        if (valid.isEmpty()) {
            dropped.add(drop(progress, question, sql, "the SQL stayed invalid after repairs"));
            return Optional.empty();
        }
        try {
            executor.execute(valid.get(), RUN_LIMITS);
            return valid;
        } catch (StewardException e) {
            dropped.add(drop(progress, question, valid.get(), "the SQL failed in the sandbox: " + e.getMessage()));
            return Optional.empty();
        }
    }

    private void save(SyntheticExamplesFile synthetic, List<Example> added) {
        if (added.isEmpty()) {
            return;
        }
        JsonLinesDocument document = synthetic.document();
        for (Example example : added) {
            document = document.append(JsonRowStyle.compact().write(ExampleJson.draft(example)));
        }
        Map<String, ExampleRecord> records = new java.util.HashMap<>();
        added.forEach(example -> records.put(example.contentHash(), ExampleRecord.of(example)));
        synthetic.save(document, files, records);
        for (Example example : added) {
            log.record(user, CurationKind.EXAMPLE, example.contentHash(), CurationAction.ADD, null,
                    ExampleJson.draft(example), "generated by " + llm.model());
        }
    }

    private static GenerationResult.DroppedPair drop(Consumer<String> progress, String question, String sql,
                                                     String reason) {
        progress.accept("examples generate: dropped invalid example — '" + excerpt(question) + "' (" + reason + ")");
        return new GenerationResult.DroppedPair(question, sql, reason);
    }

    private static String text(JsonNode item, String key) {
        JsonNode value = item.get(key);
        return value == null || !value.isTextual() ? "" : value.asText().strip();
    }

    private static String excerpt(String text) {
        return text.length() <= EXCERPT ? text : text.substring(0, EXCERPT);
    }
}
