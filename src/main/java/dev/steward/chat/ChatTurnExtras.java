package dev.steward.chat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.steward.store.JsonLineRow;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.store.StewardFolder;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Steward's side of the chat history: {@code steward/chat_turns.jsonl}, one line per turn that has more to say than
 * openmedallion's eleven keys (reference §1.7), keyed by {@code turn_id}: a failed turn's error, and for a template
 * answer the template, the statement with its {@code ?} parameters and the slot values bound. The line is appended
 * before the history line, so a crash in between leaves an unmatched extras line, never a turn without its error.
 */
final class ChatTurnExtras {
    /** One turn's extras. */
    record Extra(String turnId, String user, String error, TemplateUse template) {
    }

    private final Path file;
    private final JsonLinesReader reader;

    ChatTurnExtras(Path chatHistoryDir, JsonLinesReader reader) {
        this.file = chatHistoryDir.toAbsolutePath().getParent().resolve(StewardFolder.CHAT_TURNS);
        this.reader = reader;
    }

    Path file() {
        return file;
    }

    /** Appends the turn's extras when it has any. */
    void append(JsonLinesAppender appender, ChatTurn turn, String user, TemplateUse template) {
        if (turn.error() == null && template == null) {
            return;
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("turn_id", turn.turnId());
        row.put("user", user);
        if (turn.error() != null) {
            row.put("error", turn.error());
        }
        if (template != null) {
            row.put("route", "template");
            row.put("template", template.templateId());
            row.put("template_question", template.templateQuestion());
            row.put("bound_sql", template.boundSql());
            Map<String, Object> params = new LinkedHashMap<>();
            template.params().forEach((slot, value) -> params.put(slot, jsonValue(value)));
            row.put("params", params);
        }
        appender.append(file, row);
    }

    /** The readable extras by turn id (the last line of an id wins). */
    Map<String, Extra> read() {
        Map<String, Extra> extras = new HashMap<>();
        for (JsonLineRow row : reader.read(file).rows()) {
            JsonNode json = row.json();
            String turnId = text(json, "turn_id");
            if (turnId != null) {
                extras.put(turnId, new Extra(turnId, text(json, "user"), text(json, "error"), template(json)));
            }
        }
        return extras;
    }

    /** The turn with its error filled in from the extras, when the history line has none. */
    static ChatTurn merged(ChatTurn turn, Map<String, Extra> extras) {
        Extra extra = extras.get(turn.turnId());
        if (extra == null || turn.error() != null || extra.error() == null) {
            return turn;
        }
        return new ChatTurn(turn.ts(), turn.turnId(), turn.sessionId(), turn.question(), turn.sql(), turn.answer(),
                turn.rowCount(), turn.columns(), turn.responseGenerated(), turn.accepted(), turn.promoted(),
                extra.error());
    }

    private static TemplateUse template(JsonNode json) {
        if (text(json, "template") == null) {
            return null;
        }
        Map<String, Object> params = new LinkedHashMap<>();
        json.path("params").fields().forEachRemaining(e -> params.put(e.getKey(),
                e.getValue().isNumber() ? e.getValue().numberValue() : e.getValue().asText()));
        return new TemplateUse(text(json, "template"), text(json, "template_question"), text(json, "bound_sql"),
                params);
    }

    private static Object jsonValue(Object value) {
        return value == null || value instanceof Number || value instanceof Boolean ? value : value.toString();
    }

    private static String text(JsonNode json, String key) {
        JsonNode value = json.get(key);
        return value == null || !value.isTextual() ? null : value.asText();
    }
}
