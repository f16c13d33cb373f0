package dev.steward.metadata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.catalog.ColumnSchema;
import dev.steward.catalog.TableSample;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.JsonRetry;
import dev.steward.llm.JsonShape;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * Drafts one table's wording with the LLM: the prompt from resources (table, layer, each column with its DuckDB
 * type and sample values; for a stale table also the approved text and the schema change), the reply constrained
 * to and checked against a shape that names every live column, at most {@value JsonRetry#DEFAULT_MAX_RETRIES}
 * retries with the problem fed back. Thread-safe; blocks the calling thread.
 */
public final class TableDrafter {
    /** The prompt added for a stale table: {@code {{approved}}} (JSON) and {@code {{delta}}}. */
    public static final String STALE_PROMPT = "metadata-draft-stale";
    private static final String NO_SAMPLES = "(none: every value is NULL)";

    private final Llm llm;
    private final PromptTemplates prompts;
    private final JsonRetry retry;

    public TableDrafter(Llm llm, PromptTemplates prompts) {
        this.llm = llm;
        this.prompts = prompts;
        this.retry = new JsonRetry(llm, prompts).constrainingOutput();
    }

    /** The model drafting, for progress lines and the curation log. */
    public String model() {
        return llm.model();
    }

    /**
     * Drafts the table behind {@code sample}.
     *
     * @param stale   present for a stale table: re-draft from the approved text plus the schema change
     * @param timeout one reply's timeout, or null for the adapter's default
     * @throws dev.steward.llm.LlmException when the LLM fails or its reply stays unusable after the retries
     */
    public DraftedTable draft(TableSample sample, Optional<StaleContext> stale, Duration timeout,
                              JsonRetry.RetryListener onRetry) {
        List<String> columns = sample.schema().columns().stream().map(ColumnSchema::name).toList();
        List<LlmTurn> turns = List.of(LlmTurn.system(prompts.render(PromptTemplates.METADATA_DRAFT_SYSTEM, Map.of())),
                LlmTurn.user(userPrompt(sample, stale)));
        AtomicInteger retries = new AtomicInteger();
        ChatOptions options = timeout == null ? ChatOptions.JSON : ChatOptions.JSON.withTimeout(timeout);
        JsonNode reply = retry.ask(turns, shape(columns), options, (n, max, problem) -> {
            retries.incrementAndGet();
            onRetry.retrying(n, max, problem);
        });
        return read(reply, sample.table().name(), columns, retries.get() + 1);
    }

    /** The reply shape: a description, optional synonyms, and every live column with a description. */
    static JsonShape shape(List<String> columns) {
        JsonShape.ObjectOf column = JsonShape.object().required("description", JsonShape.text())
                .optional("synonyms", JsonShape.listOf(JsonShape.text()));
        JsonShape.ObjectOf columnMap = JsonShape.object();
        for (String name : columns) {
            columnMap = columnMap.required(name, column);
        }
        return JsonShape.object().required("description", JsonShape.text())
                .optional("synonyms", JsonShape.listOf(JsonShape.text()))
                .required("columns", columnMap);
    }

    private String userPrompt(TableSample sample, Optional<StaleContext> stale) {
        List<String> lines = new ArrayList<>();
        for (ColumnSchema column : sample.schema().columns()) {
            List<Object> values = sample.valuesOf(column.name());
            lines.add(prompts.render(PromptTemplates.METADATA_DRAFT_COLUMN, Map.of("name", column.name(),
                    "type", column.type(), "samples", values.isEmpty() ? NO_SAMPLES
                            : values.stream().map(String::valueOf).collect(Collectors.joining(", ")))));
        }
        String user = prompts.render(PromptTemplates.METADATA_DRAFT_USER, Map.of(
                "table", sample.table().name(), "layer", sample.table().layer().yamlName(),
                "columns", String.join("\n", lines),
                "column_names", sample.schema().columns().stream().map(ColumnSchema::name)
                        .collect(Collectors.joining(", "))));
        return stale.map(context -> user + "\n\n" + prompts.render(STALE_PROMPT, Map.of(
                "approved", context.approvedText().toPrettyString(), "delta", context.delta().summary())))
                .orElse(user);
    }

    private static DraftedTable read(JsonNode reply, String table, List<String> columns, int calls) {
        Map<String, DraftedTable.ColumnDraft> drafted = new LinkedHashMap<>();
        JsonNode columnNodes = reply.get("columns");
        for (String name : columns) {
            JsonNode node = columnNodes.get(name);
            drafted.put(name, new DraftedTable.ColumnDraft(node.get("description").asText().strip(),
                    synonyms(node.get("synonyms"), name)));
        }
        return new DraftedTable(reply.get("description").asText().strip(),
                synonyms(reply.get("synonyms"), table), drafted, calls);
    }

    /** Trimmed, blank and duplicate terms dropped, and the name itself dropped (the prompt asks for that). */
    private static List<String> synonyms(JsonNode node, String ownName) {
        Set<String> terms = new LinkedHashSet<>();
        if (node != null && node.isArray()) {
            node.forEach(term -> {
                String text = term.asText().strip();
                if (!text.isEmpty() && !text.equalsIgnoreCase(ownName)) {
                    terms.add(text);
                }
            });
        }
        Set<String> lowerSeen = new LinkedHashSet<>();
        return terms.stream().filter(t -> lowerSeen.add(t.toLowerCase(Locale.ROOT))).toList();
    }
}
