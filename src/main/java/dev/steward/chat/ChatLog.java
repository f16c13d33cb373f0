package dev.steward.chat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * A project's chat history with openmedallion's semantics (reference §6): one JSON-lines file per user under
 * chat_history/, turns appended as they happen, three-state feedback that is only ever set by an explicit
 * 👍/👎, and session ends that roll the rated turns of a session into examples/harvested.jsonl and
 * examples/failures.jsonl exactly once. Unlike openmedallion, a feedback update never loses a turn appended
 * at the same moment, failures keep their error, a turn without SQL is never harvested as an example, and a
 * turn can go straight to review as an unverified example.
 *
 * <p>Share one instance per project (with the application's one {@link AtomicFiles}): its locks order the
 * threads of the process, and the OS file locks taken by {@link JsonLinesAppender} keep other processes apart.
 */
public final class ChatLog {
    private static final DateTimeFormatter SECONDS = DateTimeFormatter.ISO_INSTANT;

    private final Path chatHistoryDir;
    private final Clock clock;
    private final Supplier<String> turnIds;
    private final JsonLinesAppender appender;
    private final ChatHistoryReader reader;
    private final ChatTurnExtras extras;
    private final HistoryFileEditor editor;
    private final SessionPromoter promoter;
    private final ReviewSubmitter review;

    /** The chat log of {@code project}; ids are random UUIDs written as 32 hex characters. */
    public ChatLog(Project project, AtomicFiles files, Clock clock) {
        this(project.chatHistoryDir(), project.examplesDir(), files, clock,
                () -> UUID.randomUUID().toString().replace("-", ""));
    }

    /**
     * @param chatHistoryDir the chat_history folder (created on the first turn)
     * @param examplesDir    the examples folder holding harvested/failures/synthetic.jsonl
     * @param turnIds        makes a new turn id per call
     */
    public ChatLog(Path chatHistoryDir, Path examplesDir, AtomicFiles files, Clock clock, Supplier<String> turnIds) {
        this.chatHistoryDir = Objects.requireNonNull(chatHistoryDir, "chatHistoryDir");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.turnIds = Objects.requireNonNull(turnIds, "turnIds");
        ObjectMapper mapper = new ObjectMapper();
        this.appender = new JsonLinesAppender(mapper, files);
        JsonLinesReader lines = new JsonLinesReader();
        this.reader = new ChatHistoryReader(lines);
        this.extras = new ChatTurnExtras(chatHistoryDir, lines);
        this.editor = new HistoryFileEditor(appender, lines, new ChatTurnJson(mapper), extras);
        this.promoter = new SessionPromoter(editor, appender, examplesDir, this::now, extras);
        this.review = new ReviewSubmitter(files, examplesDir.resolve("synthetic.jsonl"));
    }

    /** The history file of {@code user} (its name cleaned as openmedallion does). */
    public Path historyFile(String user) {
        return ChatUserFiles.pathFor(chatHistoryDir, user);
    }

    /** Appends a turn with a new id; {@code accepted} starts unset and {@code promoted} false. */
    public ChatTurn record(String user, NewTurn turn) {
        return record(user, turn, turnIds.get());
    }

    /** Appends a turn with the caller's id (kept as given, as openmedallion does). */
    public ChatTurn record(String user, NewTurn turn, String turnId) {
        ChatTurn written = new ChatTurn(now(), turnId, turn.sessionId(), turn.question(), turn.sql(), turn.answer(),
                turn.rowCount(), turn.columns(), turn.responseGenerated(), null, false, turn.error());
        extras.append(appender, written, user, turn.template());
        appender.append(historyFile(user), ChatTurnJson.row(written));
        return written;
    }

    /** Every readable turn of {@code user}, oldest first, with the lines that could not be read. */
    public ChatHistory history(String user) {
        return reader.read(historyFile(user));
    }

    /** The newest {@code limit} turns of {@code user}, newest first (openmedallion lists 50). */
    public List<ChatTurn> recent(String user, int limit) {
        return history(user).newestFirst(limit);
    }

    /**
     * Records an explicit 👍 ({@code true}) or 👎 ({@code false}) on the first turn with that id. A vote can be
     * changed until the session ends; after that the turn is already in review and the change only shows in
     * the history.
     *
     * @return false when the user has no such turn (nothing is written)
     */
    public boolean setAccepted(String user, String turnId, boolean accepted) {
        return editor.edit(historyFile(user), lines -> lines.stream()
                .filter(line -> line.turn().turnId().equals(turnId))
                .findFirst()
                .map(line -> new HistoryFileEditor.Plan<>(
                        Map.of(line.lineNumber(), Map.<String, Object>of("accepted", accepted)), true))
                .orElse(new HistoryFileEditor.Plan<>(Map.of(), false)));
    }

    /**
     * Ends a session: each rated turn of it not yet promoted goes to harvested.jsonl (👍 with SQL) or
     * failures.jsonl (👎, with its answer and error) and is marked promoted. Calling it again changes nothing.
     * A blank session id promotes nothing (it would match every turn logged outside a session).
     */
    public SessionOutcome endSession(String user, String sessionId) {
        return promoter.promote(historyFile(user), user, sessionId);
    }

    /**
     * Sends a turn's question and SQL to review as an unverified example in examples/synthetic.jsonl (source
     * {@code chat}); an identical example already there is not added twice.
     *
     * @throws StewardException when there is no such turn, or it has no SQL (a schema answer, a
     *                          clarification or a failure), or synthetic.jsonl cannot be read
     */
    public ReviewSubmission sendToReview(String user, String turnId) {
        ChatTurn turn = history(user).turns().stream()
                .filter(t -> t.turnId().equals(turnId))
                .findFirst()
                .orElseThrow(() -> new StewardException("There is no chat turn " + turnId + " in "
                        + historyFile(user) + ".", "Pick a turn from the history of the same user."));
        return review.submit(turn);
    }

    private String now() {
        return SECONDS.format(Instant.now(clock).truncatedTo(ChronoUnit.SECONDS));
    }
}
