package dev.steward.ui.chat;

import dev.steward.pipeline.PipelineAnswer;

/**
 * Which route of the route order answered, in plain words for the chat ("A governed definition answered (no SQL,
 * no LLM)"); the route's own name ({@link PipelineAnswer#route()}, as in {@code steward query}) stays beside it.
 */
final class RouteText {
    private RouteText() {
    }

    static String plain(PipelineAnswer answer) {
        return switch (answer.route()) {
            case "schema" -> "Answered from the project's schema (no SQL, no LLM)";
            case "denied" -> "Not answered: not available for the role asked as";
            case "definition" -> definition(answer);
            case "metric" -> answer.llmCalls() == 0 ? "The governed metric built the SQL (no LLM)"
                    : "The model wrote SQL around the governed metric";
            case "freshness" -> "The freshness check answered (no LLM)";
            case "verified_example" -> "A verified example's SQL answered (no LLM)";
            case "template" -> "A reviewed template answered (no LLM)";
            case "generation" -> "The model wrote the SQL";
            case "declined" -> "Declined: not covered by this project";
            case "decomposition" -> "Split into several questions, each answered on its own";
            case "ambiguity_check" -> "The ambiguity check asked back";
            case "error" -> "No route could answer";
            default -> "Answered by the " + answer.route().replace('_', ' ') + " route";
        };
    }

    private static String definition(PipelineAnswer answer) {
        return switch (answer.kind()) {
            case CLARIFICATION -> "The governed definitions need a date to pick a version";
            case DECLINED -> "No approved definition can answer";
            default -> "A governed definition answered (no SQL, no LLM)";
        };
    }
}
