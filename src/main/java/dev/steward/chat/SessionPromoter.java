package dev.steward.chat;

import dev.steward.examples.ExampleContentHash;
import dev.steward.examples.FailureRecord;
import dev.steward.examples.FeedbackLog;
import dev.steward.examples.HarvestedCandidate;
import dev.steward.examples.ReviewLogReader;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.LoadedFile;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Rolls the rated, unpromoted turns of one session into the review logs exactly once. The review rows are
 * appended first, skipping turn ids the logs already hold, and only then are the turns marked promoted: so a
 * crash in between repeats nothing on the next end, and two ends at once (idle timer and button) are
 * serialised by a lock.
 */
final class SessionPromoter {
    private final ReentrantLock lock = new ReentrantLock();
    private final HistoryFileEditor editor;
    private final JsonLinesAppender appender;
    private final ReviewLogReader reviewLogs = new ReviewLogReader();
    private final Path harvested;
    private final Path failures;
    private final FeedbackLog feedback;
    private final Supplier<String> now;
    private final ChatTurnExtras extras;

    SessionPromoter(HistoryFileEditor editor, JsonLinesAppender appender, Path examplesDir, Supplier<String> now,
                    ChatTurnExtras extras) {
        this.extras = extras;
        this.editor = editor;
        this.appender = appender;
        this.harvested = examplesDir.resolve("harvested.jsonl");
        this.failures = examplesDir.resolve("failures.jsonl");
        this.feedback = new FeedbackLog(examplesDir);
        this.now = now;
    }

    SessionOutcome promote(Path historyFile, String user, String sessionId) {
        if (sessionId == null || sessionId.isBlank()) {
            return SessionOutcome.nothing();
        }
        lock.lock();
        try {
            List<ChatTurn> due = dueTurns(historyFile, sessionId);
            if (due.isEmpty()) {
                return SessionOutcome.nothing();
            }
            SessionOutcome outcome = appendReviewRows(due, user);
            markPromoted(historyFile, due);
            return outcome;
        } finally {
            lock.unlock();
        }
    }

    private List<ChatTurn> dueTurns(Path historyFile, String sessionId) {
        LoadedFile loaded = LoadedFile.read(historyFile);
        if (!loaded.exists()) {
            return List.of();
        }
        Map<String, ChatTurnExtras.Extra> known = extras.read();
        return editor.lines(historyFile, loaded.content()).stream()
                .map(line -> ChatTurnExtras.merged(line.turn(), known))
                .filter(turn -> turn.sessionId().equals(sessionId) && !turn.promoted() && turn.accepted() != null)
                .toList();
    }

    private SessionOutcome appendReviewRows(List<ChatTurn> due, String user) {
        Set<String> inHarvested = harvestedTurnIds();
        Set<String> inFailures = failureTurnIds();
        int learned = 0;
        int noted = 0;
        int skipped = 0;
        for (ChatTurn turn : due) {
            if (!turn.accepted()) {
                noted++;
                if (!inFailures.contains(turn.turnId())) {
                    feedback.append(appender, entry(FeedbackLog.Kind.FAILURES, turn, user, true));
                    appender.append(failures, failureRow(turn));
                }
            } else if (isLearnable(turn)) {
                learned++;
                if (!inHarvested.contains(turn.turnId())) {
                    feedback.append(appender, entry(FeedbackLog.Kind.HARVESTED, turn, user, false));
                    appender.append(harvested, harvestedRow(turn));
                }
            } else {
                skipped++;
            }
        }
        return new SessionOutcome(learned, noted, skipped);
    }

    /** Only an answer that ran SQL can become an example; a 👍 on a schema answer teaches no SQL. */
    private static boolean isLearnable(ChatTurn turn) {
        return turn.responseGenerated() && !turn.sql().isBlank();
    }

    private void markPromoted(Path historyFile, List<ChatTurn> due) {
        Set<String> ids = due.stream().map(ChatTurn::turnId).collect(Collectors.toSet());
        editor.edit(historyFile, lines -> {
            Map<Integer, Map<String, Object>> changes = new LinkedHashMap<>();
            Set<String> marked = new HashSet<>();
            for (HistoryLine line : lines) {
                String id = line.turn().turnId();
                if (ids.contains(id) && !line.turn().promoted() && marked.add(id)) {
                    changes.put(line.lineNumber(), Map.of("promoted", true));
                }
            }
            return new HistoryFileEditor.Plan<>(changes, null);
        });
    }

    private Set<String> harvestedTurnIds() {
        return reviewLogs.readHarvested(harvested).rows().stream().map(HarvestedCandidate::turnId)
                .filter(id -> id != null).collect(Collectors.toSet());
    }

    private Set<String> failureTurnIds() {
        return reviewLogs.readFailures(failures).rows().stream().map(FailureRecord::turnId)
                .filter(id -> id != null).collect(Collectors.toSet());
    }

    /** openmedallion's harvested row, exactly its keys (reference §1.6). */
    private static Map<String, Object> harvestedRow(ChatTurn turn) {
        Map<String, Object> shape = new LinkedHashMap<>();
        shape.put("rows", turn.rowCount());
        shape.put("columns", turn.columns());
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("question", turn.question());
        row.put("sql", turn.sql());
        row.put("result_shape", shape);
        row.put("status", "candidate");
        return row;
    }

    /** openmedallion's failure row: question, SQL and status only; the answer and error go to the feedback log. */
    private static Map<String, Object> failureRow(ChatTurn turn) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("question", turn.question());
        row.put("sql", turn.sql());
        row.put("status", "failed");
        return row;
    }

    private FeedbackLog.Entry entry(FeedbackLog.Kind kind, ChatTurn turn, String user, boolean failure) {
        return new FeedbackLog.Entry(kind, ExampleContentHash.of(turn.question(), turn.sql()), now.get(), user,
                turn.turnId(), failure ? turn.answer() : null, failure ? turn.error() : null);
    }
}
