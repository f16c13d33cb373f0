package dev.steward.ui.examples;

import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.examples.ColumnValues;
import dev.steward.examples.Example;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleHarvest;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.HarvestResult;
import dev.steward.examples.HarvestStatus;
import dev.steward.examples.HarvestedCandidate;
import dev.steward.examples.LoggedRows;
import dev.steward.examples.OrphanText;
import dev.steward.examples.ReviewLogReader;
import dev.steward.examples.SlotDraft;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.TemplateBinder;
import dev.steward.examples.TemplateFill;
import dev.steward.examples.TemplateFiller;
import dev.steward.examples.TemplatePromotion;
import dev.steward.examples.TemplateSql;
import dev.steward.examples.TemplateValidation;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmCallListener;
import dev.steward.llm.LlmException;
import dev.steward.llm.LlmReply;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import dev.steward.project.Project;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.JsonLineProblem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The Examples tab's work, off the FX thread: reads synthetic.jsonl, the harvested candidates and the failures;
 * runs SQL through the gate and the sandbox; and makes the steward's decisions through the examples engine
 * ({@link ExampleCuration}, {@link ExampleHarvest}, {@link TemplatePromotion}), which change one row at a time.
 */
public final class ExamplesService {
    /** The preview's row cap: enough to judge a result, small enough to show at once. */
    static final QueryLimits PREVIEW = new QueryLimits(200, QueryLimits.DEFAULT_TIMEOUT);
    private final Project project;
    private final ExampleCuration curation;
    private final ExampleHarvest harvest;
    private final Supplier<SqlExecutor> executor;
    private final ColumnValues columnValues;
    private final Supplier<Llm> llm;
    private final ReviewLogReader logs = new ReviewLogReader();

    /**
     * @param executor runs checked SQL in the project's sandbox (opened on first use)
     * @param columnValues allowed values offered for a new slot (the column's profile)
     * @param llm      the LLM of the current settings, made when a test fill needs it
     */
    public ExamplesService(Project project, ExampleCuration curation, ExampleHarvest harvest,
                           Supplier<SqlExecutor> executor, ColumnValues columnValues, Supplier<Llm> llm) {
        this.project = project;
        this.curation = curation;
        this.harvest = harvest;
        this.executor = executor;
        this.columnValues = columnValues;
        this.llm = llm;
    }

    /** Every example, candidate and failure; duplicates flagged against the entries before them. */
    public ExampleList load() {
        List<ExampleEntry> entries = new ArrayList<>();
        Map<String, String> seen = new HashMap<>();
        for (ExampleRow row : curation.all()) {
            entries.add(ExampleEntry.of(row, remember(seen, row.example().question(), row.example().sql())));
        }
        LoggedRows<HarvestedCandidate> candidates = logs.readHarvested(project.harvestedFile());
        candidates.rows().stream().filter(c -> c.status() == HarvestStatus.CANDIDATE)
                .forEach(c -> entries.add(ExampleEntry.of(c, remember(seen, c.question(), c.sql()))));
        var failures = logs.readFailures(project.failuresFile());
        failures.rows().forEach(f -> entries.add(ExampleEntry.of(f)));
        List<String> problems = new ArrayList<>();
        candidates.problems().forEach(p -> problems.add(text(p)));
        failures.problems().forEach(p -> problems.add(text(p)));
        List<String> orphans = new ArrayList<>();
        curation.orphans().forEach((hash, record) -> orphans.add(hash + " " + OrphanText.of(record)));
        return new ExampleList(entries, problems, orphans);
    }

    /** Runs the SQL (a template with its slots' example values) through the gate and the sandbox, row-capped. */
    public QueryResult run(String sql, Map<String, SlotSpec> params, QueryCancellation cancellation) {
        if (TemplateSql.of(sql).slotNames().isEmpty()) {
            return executor.get().execute(sql, List.of(), PREVIEW, cancellation);
        }
        TemplateValidation validation = promotion().validate(sql, params == null ? Map.of() : params);
        if (validation.testFill() == null) {
            throw new StewardException("The template cannot run with its example values: "
                    + String.join("; ", validation.problems()) + ".", "Give each slot an example value.");
        }
        return executor.get().execute(validation.testFill().sql(), validation.testFill().params(), PREVIEW,
                cancellation);
    }

    /** The row as it is in the file now at {@code row}'s line, or null when the file is shorter. */
    public ExampleRow currentAt(int lineNumber) {
        return curation.all().stream().filter(r -> r.lineNumber() == lineNumber).findFirst().orElse(null);
    }

    /**
     * Runs a decision on a row; when it fails because the row changed on disk since it was shown, the failure is a
     * {@link RowChangedException} (the tab offers Reload or Keep mine). Decisions are serialised, so two quick
     * clicks never race each other's read-modify-write; a write refused only because another line changed at that
     * moment is tried once more on the fresh file (the engine re-reads it and edits just this row).
     */
    public synchronized <T> T decide(ExampleRow shown, Function<ExampleRow, T> decision) {
        try {
            return decision.apply(shown);
        } catch (StewardException e) {
            ExampleRow now = currentAt(shown.lineNumber());
            boolean rowChanged = now == null || !now.example().contentHash().equals(shown.example().contentHash());
            if (rowChanged) {
                throw new RowChangedException(project.syntheticExamplesFile(), shown, e);
            }
            if (e instanceof FileConflictException) {
                return decision.apply(shown);
            }
            throw e;
        }
    }

    public Example verify(ExampleRow row) {
        return curation.approve(row);
    }

    public Example editAndVerify(ExampleRow row, String question, String sql) {
        return curation.editAndApprove(row, question, sql);
    }

    /** A fixed failure's question and corrected SQL as a new example, verified now (see ExampleCuration). */
    public synchronized ExampleRow addVerified(String question, String sql, String note) {
        return curation.addVerified(question, sql, note);
    }

    public void reject(ExampleRow row, String note) {
        curation.reject(row, note);
    }

    public synchronized HarvestResult harvest() {
        return harvest.harvest();
    }

    /** The slots already written in the SQL, each with a spec suggested from its name; pure text work. */
    public Map<String, SlotSpec> detectedSlots(String sql) {
        // Reading names needs neither the sandbox nor profiles, so this is safe on the FX thread.
        return new TemplatePromotion(null, ColumnValues.none()).detectedSlots(sql);
    }

    /** Turns the literal at [start, end) into {@code {name}}; allowed values come from the column's profile. */
    public SlotDraft makeSlot(String sql, int start, int end, String name) {
        return promotion().slotFromLiteral(sql, start, end, name);
    }

    public TemplateValidation validate(String sql, Map<String, SlotSpec> params) {
        return promotion().validate(sql, params);
    }

    /** Saves the template through the engine, which validates it again by running it; only that row changes. */
    public Example promote(ExampleRow row, String sql, Map<String, SlotSpec> params) {
        return promotion().promote(curation, row, sql, params);
    }

    /**
     * Fills the template from {@code question} (rules first, the LLM for the rest) and runs the bound query, then
     * checks the template as Save would (every slot's example accepted and running). An LLM that cannot be reached is
     * reported with what to start; nothing is written.
     */
    public TestFillOutcome testFillAndCheck(String templateQuestion, String sql, Map<String, SlotSpec> params,
                                            String question, QueryCancellation cancellation) {
        TestFillOutcome outcome = testFill(templateQuestion, sql, params, question, cancellation);
        return outcome.withProblems(validate(sql, params).problems());
    }

    /** Fills the template from {@code question} and runs the bound query; see {@link #testFillAndCheck}. */
    public TestFillOutcome testFill(String templateQuestion, String sql, Map<String, SlotSpec> params,
                                    String question, QueryCancellation cancellation) {
        Example template = new Example(templateQuestion, sql, true, true, params, null, null, null);
        var structural = TemplateBinder.structuralProblem(template);
        if (structural.isPresent()) {
            return new TestFillOutcome(List.of(), null, null, "The template cannot be filled: " + structural.get()
                    + ".", "Declare every slot in the SQL.", 0, List.of());
        }
        AtomicReference<LlmException> llmFailure = new AtomicReference<>();
        Llm observed = onDemand().observedBy(new LlmCallListener() {
            @Override
            public void failed(List<LlmTurn> turns, ChatOptions options, LlmException error) {
                llmFailure.set(error);
            }
        });
        TemplateFill fill = new TemplateFiller(observed, new PromptTemplates()).fill(template, question);
        if (fill instanceof TemplateFill.Failed failed) {
            LlmException cause = llmFailure.get();
            return new TestFillOutcome(failed.found(), null, null, failed.reason(),
                    cause != null ? cause.hint().orElse("") : "Reword the question so each slot's value is in it.",
                    failed.llmCalls(), List.of());
        }
        TemplateFill.Filled filled = (TemplateFill.Filled) fill;
        try {
            QueryResult result = executor.get().execute(filled.query().sql(), filled.query().params(), PREVIEW,
                    cancellation);
            return new TestFillOutcome(filled.slots(), filled.query(), result, null, "", filled.llmCalls(), List.of());
        } catch (StewardException e) {
            return new TestFillOutcome(filled.slots(), filled.query(), null, "The filled query does not run: "
                    + e.getMessage(), e.hint().orElse(""), filled.llmCalls(), List.of());
        }
    }

    /** The settings' LLM, made only when a fill really asks it something (most fills are read by rule). */
    private Llm onDemand() {
        return new Llm() {
            @Override
            public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
                return llm.get().chat(turns, options);
            }

            @Override
            public String model() {
                return llm.get().model();
            }
        };
    }

    /** Literal → slot, suggestions and validation, on the project's sandbox. */
    private TemplatePromotion promotion() {
        return new TemplatePromotion(executor.get(), columnValues);
    }

    private static String remember(Map<String, String> seen, String question, String sql) {
        String hashKey = "h:" + Example.draft(question, sql).contentHash();
        String sqlKey = sql.isBlank() ? null : "s:" + TemplateSql.normalised(sql);
        String earlier = seen.get(hashKey);
        if (earlier == null && sqlKey != null) {
            earlier = seen.get(sqlKey);
        }
        seen.putIfAbsent(hashKey, question);
        if (sqlKey != null) {
            seen.putIfAbsent(sqlKey, question);
        }
        return earlier;
    }

    private static String text(JsonLineProblem problem) {
        return problem.message();
    }
}
