package dev.steward.chat;

import java.util.List;
import java.util.Objects;

/**
 * One line of chat_history/&lt;user&gt;.jsonl: a question asked in the chat and what came of it.
 *
 * @param ts                UTC time, {@code YYYY-MM-DDTHH:MM:SSZ} as written ("" when absent)
 * @param turnId            32 hex characters, or whatever id the caller supplied ("" when absent)
 * @param sessionId         the session ("" for a bare API call)
 * @param question          the question
 * @param sql               the SQL run ("" for meta-questions and failures)
 * @param answer            the answer text, or the error text for a failure
 * @param rowCount          rows in the result
 * @param columns           result column names
 * @param responseGenerated false when the pipeline failed
 * @param accepted          thumbs-up true, thumbs-down false, null for no feedback (never inferred)
 * @param promoted          already rolled into harvested.jsonl or failures.jsonl
 * @param error             the error of a failed turn (Steward), or null
 */
public record ChatTurn(String ts, String turnId, String sessionId, String question, String sql, String answer,
                       long rowCount, List<String> columns, boolean responseGenerated, Boolean accepted,
                       boolean promoted, String error) {

    public ChatTurn {
        ts = Objects.requireNonNullElse(ts, "");
        turnId = Objects.requireNonNullElse(turnId, "");
        sessionId = Objects.requireNonNullElse(sessionId, "");
        question = Objects.requireNonNullElse(question, "");
        sql = Objects.requireNonNullElse(sql, "");
        answer = Objects.requireNonNullElse(answer, "");
        columns = columns == null ? List.of() : List.copyOf(columns);
    }
}
