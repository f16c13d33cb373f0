package dev.steward.pipeline;

import dev.steward.catalog.TableSchema;
import dev.steward.examples.Example;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.PromptTemplates;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Builds the SQL-generation prompt within a token budget. Priority, highest first: the rules and the question,
 * the tables in retrieval order (annotated; a table whose annotated block no longer fits is shown as bare DDL,
 * and when even that does not fit it is left out, except the first), glossary and join hints, then the few-shot
 * examples in rank order. What the budget cut is reported in the prompt step's detail.
 */
final class SqlPromptBuilder {
    static final String SYSTEM = "sql-system";
    static final String USER = "sql-user";
    private final PromptTemplates prompts;
    private final SchemaContext context;
    private final int budget;

    SqlPromptBuilder(PromptTemplates prompts, SchemaContext context, int budget) {
        this.prompts = prompts;
        this.context = context;
        this.budget = budget;
    }

    SqlPrompt build(String question, List<TableSchema> tables, List<Example> examples) {
        return build(question, tables, examples, "");
    }

    /**
     * @param governed the resolved definition version the SQL must use ({@link GovernedPrompt}), or "" when none;
     *                 it is never cut by the budget
     */
    SqlPrompt build(String question, List<TableSchema> tables, List<Example> examples, String governed) {
        String system = prompts.get(SYSTEM).text();
        List<String> notes = new ArrayList<>();
        int used = TokenEstimate.of(system) + TokenEstimate.of(render(question, "", "", "", "", governed));
        List<String> blocks = new ArrayList<>();
        List<TableSchema> shown = new ArrayList<>();
        for (TableSchema table : tables) {
            String annotated = context.block(table, true);
            String bare = context.block(table, false);
            String chosen = fits(used, annotated) ? annotated : fits(used, bare) || shown.isEmpty() ? bare : null;
            if (chosen == null) {
                notes.add("left out table " + table.table().queryName());
                continue;
            }
            if (!chosen.equals(annotated)) {
                notes.add("table " + table.table().queryName() + " without its curated text");
            }
            blocks.add(chosen);
            shown.add(table);
            used += TokenEstimate.of(chosen) + 1;
        }
        List<String> names = shown.stream().map(t -> t.table().name()).toList();
        String glossary = section("Glossary:", context.glossaryMatches(question));
        String joins = section("Join hints (approved):", context.joinHints(names));
        used += TokenEstimate.of(glossary) + TokenEstimate.of(joins);
        List<Example> kept = new ArrayList<>();
        List<String> exampleTexts = new ArrayList<>();
        for (Example example : examples) {
            String text = "Q: " + example.question() + "\nSQL: " + example.sql().strip();
            if (!fits(used, text)) {
                notes.add("left out example '" + example.question() + "'");
                continue;
            }
            kept.add(example);
            exampleTexts.add(text);
            used += TokenEstimate.of(text) + 1;
        }
        String schema = String.join("\n\n", blocks);
        String user = render(question, schema, glossary, joins,
                exampleTexts.isEmpty() ? "(none yet)" : String.join("\n\n", exampleTexts), governed);
        int tokens = TokenEstimate.of(system) + TokenEstimate.of(user);
        return new SqlPrompt(List.of(LlmTurn.system(system), LlmTurn.user(user)), schema, shown, kept, tokens, notes);
    }

    private boolean fits(int used, String text) {
        return used + TokenEstimate.of(text) <= budget;
    }

    private String render(String question, String schema, String glossary, String joins, String examples,
                          String governed) {
        return prompts.render(USER, Map.of("question", question, "schema", schema, "glossary", glossary,
                "join_hints", joins, "examples", examples, "governed", governed));
    }

    /** A titled block of lines followed by a blank line, or nothing. */
    private static String section(String title, List<String> lines) {
        return lines.isEmpty() ? "" : "\n" + title + "\n" + String.join("\n", lines) + "\n";
    }
}
