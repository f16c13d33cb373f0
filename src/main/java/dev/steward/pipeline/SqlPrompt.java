package dev.steward.pipeline;

import dev.steward.catalog.TableSchema;
import dev.steward.examples.Example;
import dev.steward.llm.LlmTurn;
import java.util.List;

/**
 * The generation prompt as sent, and what went into it.
 *
 * @param turns    system and user turn
 * @param schema   the schema section (the repair and sanity turns repeat it)
 * @param tables   the tables in it, in prompt order
 * @param examples the few-shot examples in it
 * @param tokens   approximate tokens of both turns ({@link TokenEstimate})
 * @param notes    what the budget cut or shortened, empty when everything fit
 */
record SqlPrompt(List<LlmTurn> turns, String schema, List<TableSchema> tables, List<Example> examples, int tokens,
                 List<String> notes) {

    SqlPrompt {
        turns = List.copyOf(turns);
        tables = List.copyOf(tables);
        examples = List.copyOf(examples);
        notes = List.copyOf(notes);
    }
}
