package dev.steward.chat;

import dev.steward.store.JsonLineProblem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** One user's chat history in file order (oldest first), plus the lines that could not be read. */
public record ChatHistory(List<ChatTurn> turns, List<JsonLineProblem> problems) {

    public ChatHistory {
        turns = List.copyOf(turns);
        problems = List.copyOf(problems);
    }

    /** At most {@code limit} turns, newest first (the file is appended in time order). */
    public List<ChatTurn> newestFirst(int limit) {
        List<ChatTurn> reversed = new ArrayList<>(turns);
        Collections.reverse(reversed);
        return List.copyOf(reversed.subList(0, Math.min(Math.max(0, limit), reversed.size())));
    }
}
