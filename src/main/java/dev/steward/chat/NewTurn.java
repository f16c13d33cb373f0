package dev.steward.chat;

import java.util.List;
import java.util.Objects;

/**
 * What the caller knows about a question just answered (or failed), before it becomes a {@link ChatTurn}:
 * the log adds the time and the turn id.
 *
 * @param sessionId         the session the turn belongs to ("" for none)
 * @param question          the question asked
 * @param sql               the SQL run ("" for schema answers, clarifications and failures)
 * @param answer            the answer text shown, or the error text of a failure
 * @param rowCount          rows in the result
 * @param columns           result column names
 * @param responseGenerated false when the pipeline failed
 * @param error             what went wrong in a failed turn, or null; kept so a 👎 can show it to a reviewer
 * @param template          how a template answered it (kept in Steward's chat_turns.jsonl), or null
 */
public record NewTurn(String sessionId, String question, String sql, String answer, long rowCount,
                      List<String> columns, boolean responseGenerated, String error, TemplateUse template) {

    public NewTurn {
        sessionId = Objects.requireNonNullElse(sessionId, "");
        question = Objects.requireNonNull(question, "question");
        sql = Objects.requireNonNullElse(sql, "");
        answer = Objects.requireNonNullElse(answer, "");
        columns = columns == null ? List.of() : List.copyOf(columns);
    }

    /** A turn no template answered. */
    public NewTurn(String sessionId, String question, String sql, String answer, long rowCount, List<String> columns,
                   boolean responseGenerated, String error) {
        this(sessionId, question, sql, answer, rowCount, columns, responseGenerated, error, null);
    }

    /** The same turn, answered by {@code use}. */
    public NewTurn answeredBy(TemplateUse use) {
        return new NewTurn(sessionId, question, sql, answer, rowCount, columns, responseGenerated, error, use);
    }

    /** A turn that returned rows, with openmedallion's answer text ("Found N row(s) for: …"). */
    public static NewTurn rows(String sessionId, String question, String sql, long rowCount, List<String> columns) {
        String answer = rowCount == 0 ? "No results found for: " + question
                : "Found " + rowCount + " row(s) for: " + question;
        return new NewTurn(sessionId, question, sql, answer, rowCount, columns, true, null);
    }

    /** A turn answered in words without SQL: a schema answer or a clarification. */
    public static NewTurn text(String sessionId, String question, String answer) {
        return new NewTurn(sessionId, question, "", answer, 0, List.of(), true, null);
    }

    /** A turn whose pipeline failed; the SQL it got to (if any) and the error are kept. */
    public static NewTurn failure(String sessionId, String question, String sql, String error) {
        return new NewTurn(sessionId, question, sql, error, 0, List.of(), false, error);
    }
}
