package dev.steward.chat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.examples.InlineExtras;
import dev.steward.store.JsonLineMembers;
import dev.steward.store.JsonLinesDocument;
import dev.steward.store.StewardFolder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Takes the {@code error} Steward wrote into failed chat history lines before issue 18 out to steward/chat_turns.jsonl
 * (keyed by the turn's id), for {@code steward migrate}. Only that member's bytes change; unreadable lines and lines
 * without a turn id are left as they are. Works on text in memory; writes nothing.
 */
public final class InlineTurnErrors {
    private static final ObjectMapper JSON = new ObjectMapper();

    private InlineTurnErrors() {
    }

    /**
     * @param user    the history file's name without {@code .jsonl}
     * @param history chat_history/&lt;user&gt;.jsonl's text
     * @param turns   steward/chat_turns.jsonl's text, empty when it does not exist
     */
    public static InlineExtras.Moved move(String user, String history, String turns) {
        JsonLinesDocument document = JsonLinesDocument.parse(history.getBytes(StandardCharsets.UTF_8));
        StringBuilder appended = new StringBuilder(turns);
        if (!turns.isEmpty() && !turns.endsWith("\n")) {
            appended.append('\n');
        }
        List<InlineExtras.Taken> taken = new ArrayList<>();
        for (int n = 1; n <= document.lineCount(); n++) {
            JsonLineMembers members = JsonLineMembers.of(document.line(n)).orElse(null);
            if (members == null || !members.has("error") || !members.has("turn_id")) {
                continue;
            }
            String error = members.valueText("error").orElseThrow();
            String turnId = members.valueText("turn_id").orElseThrow();
            taken.add(new InlineExtras.Taken("line " + n + " error", error,
                    StewardFolder.CHAT_TURNS + " " + unquoted(turnId) + " error"));
            appended.append(line(turnId, user, error)).append('\n');
            document = document.replace(n, members.edited(List.of("error"), Map.of()));
        }
        return taken.isEmpty() ? new InlineExtras.Moved(history, turns, List.of())
                : new InlineExtras.Moved(new String(document.bytes(), StandardCharsets.UTF_8), appended.toString(),
                        taken);
    }

    private static String unquoted(String json) {
        try {
            return JSON.readTree(json).asText();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON value read a moment ago is not JSON", e);
        }
    }

    /** The line {@link ChatTurnExtras} writes for a failed turn. */
    private static String line(String turnIdJson, String user, String errorJson) {
        try {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("turn_id", JSON.readTree(turnIdJson));
            row.put("user", user);
            row.put("error", JSON.readTree(errorJson));
            return JSON.writeValueAsString(row);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON value read a moment ago is not JSON", e);
        }
    }
}
