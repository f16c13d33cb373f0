package dev.steward.chat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON shape of one chat history line: exactly openmedallion's keys in its order (reference §1.7), so both
 * tools read each other's files. A failed turn's error and a template's parameters go to {@link ChatTurnExtras}.
 */
final class ChatTurnJson {
    private final ObjectMapper mapper;

    ChatTurnJson(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The row to append: an ordered map, serialised by the appender. */
    static Map<String, Object> row(ChatTurn turn) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("ts", turn.ts());
        row.put("turn_id", turn.turnId());
        row.put("session_id", turn.sessionId());
        row.put("question", turn.question());
        row.put("sql", turn.sql());
        row.put("answer", turn.answer());
        row.put("row_count", turn.rowCount());
        row.put("columns", turn.columns());
        row.put("response_generated", turn.responseGenerated());
        row.put("accepted", turn.accepted());
        row.put("promoted", turn.promoted());
        return row;
    }

    /** One edited line: the original object with only the given fields replaced, unknown keys kept. */
    String edited(ObjectNode original, Map<String, Object> changes) {
        ObjectNode copy = original.deepCopy();
        copy.remove("error"); // Steward wrote it in-line before issue 18; the editor moves it to the extras first
        changes.forEach((key, value) -> copy.set(key, mapper.valueToTree(value)));
        try {
            return mapper.writeValueAsString(copy);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree read from a file could not be written back", e);
        }
    }
}
