package dev.steward.ui.chat;

import dev.steward.pipeline.PipelineStep;
import dev.steward.pipeline.StepKind;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pipeline step in plain words for the chat's timeline ("Ran the query: 4 rows"); the technical line (gate
 * names, confidences, call counts, milliseconds) is kept for "Show details".
 */
final class StepText {
    private static final Pattern ROWS = Pattern.compile("^(\\d+) rows");

    private StepText() {
    }

    static String plain(PipelineStep step) {
        String detail = step.detail();
        return switch (step.kind()) {
            case SCHEMA_QUESTION -> "Answered from the project's schema (no SQL, no LLM)";
            case AMBIGUITY_CHECK -> detail.equals("CLEAR") ? "The question is clear" : "The question needs a detail";
            case DECOMPOSITION -> detail.equals("SINGLE") ? "It is one question" : "Split into several questions";
            case RETRIEVAL -> "Found the tables and examples that fit";
            case VERIFIED_EXAMPLE -> detail.contains("cannot run") ? "A verified example matched but its SQL failed"
                    : "Answered with a verified example's SQL (no LLM needed)";
            case TEMPLATE -> detail.contains(" filled with ") ? "Filled a template with the values in the question"
                    : "No template fits; writing new SQL";
            case PROMPT -> "Prepared the question for the model";
            case GENERATION -> "The model wrote SQL";
            case CLARIFICATION -> "The model asked a question back";
            case DIALECT_REPAIR -> "Mended a dialect slip in the SQL (no LLM needed)";
            case VALIDATION -> "Checked that the SQL is safe and valid";
            case REPAIR -> "Asked the model to fix the SQL";
            case EXECUTION -> "Ran the query: " + rows(detail);
            case SANITY_CHECK -> "Double-checked an empty result";
            case DECLINED -> "Not covered by this project";
            case DEFINITION -> "Looked up the governed definitions (no LLM)";
            case DENIED -> "Not available for your role";
            case METRIC_ROUTE -> detail.contains("0 LLM calls") ? "Computed the governed metric (no LLM)"
                    : "Checked the governed metric";
            case FRESHNESS -> "Checked how fresh the data is (no LLM)";
        };
    }

    /** A step that refused the question (the audience may not see what it asks about): not a success. */
    static boolean refusal(PipelineStep step) {
        return step.kind() == StepKind.DENIED;
    }

    /** The step as the pipeline reported it, with its time. */
    static String technical(PipelineStep step) {
        return step.kind().label() + " — " + step.detail() + " · " + step.durationMillis() + " ms";
    }

    private static String rows(String detail) {
        Matcher matcher = ROWS.matcher(detail);
        if (!matcher.find()) {
            return "done";
        }
        int count = Integer.parseInt(matcher.group(1));
        return (count == 1 ? "1 row" : count + " rows") + (detail.contains("row cap") ? " (cut at the row cap)" : "");
    }
}
