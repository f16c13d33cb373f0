package dev.steward.ui.chat;

import dev.steward.chat.ChatSession;
import dev.steward.chat.ChatTurn;
import dev.steward.chat.PipelineTurns;
import dev.steward.chat.ReviewSubmission;
import dev.steward.chat.SessionOutcome;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.Question;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryResult;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The chat panel: asks questions through the pipeline in jobs (steps shown as they end, Stop cancels), records
 * each answer as a chat turn, and offers 👍/👎, send to review, history with reuse and session ends (button, idle
 * timeout, closing) with openmedallion's semantics from {@link dev.steward.chat.ChatLog}.
 */
public final class ChatViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ChatBackend backend;
    private final Clock clock;
    private final Consumer<String> rememberUser;
    private final StringProperty input = new SimpleStringProperty("");
    private final StringProperty userName = new SimpleStringProperty("");
    private final BooleanProperty useTemplates = new SimpleBooleanProperty(true);
    private final BooleanProperty detectAmbiguity = new SimpleBooleanProperty(false);
    private final BooleanProperty decompose = new SimpleBooleanProperty(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ObservableList<ChatExchange> exchanges = FXCollections.observableArrayList();
    private final ObservableList<ChatTurn> history = FXCollections.observableArrayList();
    private final List<String> asked = new ArrayList<>();
    private int recallIndex;
    private ChatSession session;
    private RunningJob askJob;
    private PipelineCancellation cancellation;
    private Runnable examplesChanged = () -> { };
    private final AskAs askAs;
    private String audience = "";
    /** The evidence ids the current audience may not see; null while they are being read (assume the worst). */
    private Set<String> hiddenEvidence;

    /**
     * @param user         the remembered user name, or the OS user when none was remembered
     * @param rememberUser saves a user name the person typed (settings)
     */
    public ChatViewModel(Jobs jobs, ErrorPresenter errors, ChatBackend backend, Clock clock, String user,
                         Consumer<String> rememberUser) {
        this.jobs = jobs;
        this.errors = errors;
        this.backend = backend;
        this.clock = clock;
        this.rememberUser = rememberUser;
        userName.set(user);
        session = ChatSession.start(user);
        askAs = new AskAs(jobs, errors, backend);
        askAs.roleProperty().addListener((obs, old, role) -> audienceChanged());
        askAs.load(user);
        audienceChanged();
    }

    /** The key of who asks as which role, compared with each exchange's. */
    private String audienceKey() {
        return session.user() + "\u0000" + Objects.toString(askAs.pickedRole(), "");
    }

    /**
     * The chat now asks as another user or role (issue 20): earlier answers stay, marked as asked as someone else,
     * and those citing a definition record the new audience may not see are concealed until the chat asks as their
     * audience again. Until the hidden records are read (a job), every such answer that cites any record is
     * concealed.
     */
    private void audienceChanged() {
        String key = audienceKey();
        audience = key;
        hiddenEvidence = null;
        exchanges.forEach(this::applyAudience);
        String user = session.user();
        String role = askAs.pickedRole();
        jobs.submitQuietly("Reading what " + user + " may see", context -> backend.hiddenEvidence(user, role),
                JobCallbacks.<Set<String>>of(hidden -> {
                    if (key.equals(audience)) {
                        hiddenEvidence = hidden;
                        exchanges.forEach(this::applyAudience);
                    }
                }, failure -> { })); // the worst stays assumed; asking reports a broken definitions file
    }

    private void applyAudience(ChatExchange exchange) {
        boolean other = !exchange.audience().equals(audience);
        exchange.otherAudienceProperty().set(other);
        List<String> cited = cited(exchange.answerProperty().get());
        boolean conceal = other && !cited.isEmpty()
                && (hiddenEvidence == null || cited.stream().anyMatch(hiddenEvidence::contains));
        exchange.concealedProperty().set(!conceal ? "" : "Hidden while you ask as " + askAs.who(session.user())
                + ": this answer, asked as " + exchange.askedWho() + ", cites a record that may not be shown to "
                + "you now. Ask as " + exchange.askedWho() + " again to see it.");
    }

    private static List<String> cited(PipelineAnswer answer) {
        if (answer == null) {
            return List.of();
        }
        List<String> ids = new ArrayList<>();
        answer.evidence().forEach(e -> ids.add(e.evidenceId()));
        answer.parts().forEach(part -> ids.addAll(cited(part)));
        return ids;
    }

    /** Asks the question in the input box; ignored while a question runs or when the box is blank. */
    public void send() {
        String text = input.get() == null ? "" : input.get().strip();
        if (text.isEmpty() || busy.get()) {
            return;
        }
        asked.add(text);
        recallIndex = asked.size();
        input.set("");
        ChatExchange exchange = new ChatExchange(text, askAs.describe(session.user()), audienceKey(),
                askAs.who(session.user()));
        exchanges.add(exchange);
        session = session.askedAt(clock.instant());
        backend.rememberSession(session.user(), session.id());
        Question question = askAs.applyTo(Question.of(text).withTemplates(useTemplates.get())
                .withAmbiguityCheck(detectAmbiguity.get()).withDecomposition(decompose.get()), session.user());
        ask(exchange, question, session);
    }

    private void ask(ChatExchange exchange, Question question, ChatSession current) {
        PipelineCancellation stopper = new PipelineCancellation();
        cancellation = stopper;
        busy.set(true);
        askJob = jobs.submit("Answering: " + question.text(), context -> {
            PipelineAnswer answer = backend.ask(question, step -> jobs.onUiThread(() -> exchange.steps().add(step)),
                    stopper);
            if (stopper.isCancelled()) {
                return null;
            }
            List<ChatTurn> turns = PipelineTurns.of(current.id(), answer).stream()
                    .map(turn -> backend.log().record(current.user(), turn)).toList();
            return new Answered(answer, turns);
        }, JobCallbacks.<Answered>of(answered -> {
            finishAsk();
            if (answered != null) {
                show(exchange, answered);
            }
        }, failure -> {
            finishAsk();
            exchange.runningProperty().set(false);
            exchange.noteProperty().set(ErrorText.sentence(failure));
            errors.present(failure);
        }).whenCancelled(() -> {
            finishAsk();
            exchange.runningProperty().set(false);
            exchange.noteProperty().set("Stopped. Nothing was recorded for this question.");
        }));
    }

    private record Answered(PipelineAnswer answer, List<ChatTurn> turns) {
    }

    private void show(ChatExchange exchange, Answered answered) {
        PipelineAnswer answer = answered.answer();
        exchange.sqlProperty().set(answer.runnableSql());
        exchange.resultProperty().set(answer.rows().orElse(null));
        exchange.turnsProperty().set(answered.turns());
        exchange.answerProperty().set(answer);
        applyAudience(exchange); // the chat may have moved to another role while it was answered
        exchange.runningProperty().set(false);
    }

    private void finishAsk() {
        busy.set(false);
        askJob = null;
        cancellation = null;
    }

    /** Stops the running question: its LLM call and query are cancelled, and nothing is recorded. */
    public void stop() {
        if (cancellation != null) {
            cancellation.cancel();
        }
        if (askJob != null) {
            askJob.cancel();
        }
    }

    /** ↑ in the question box: the previous question asked (cycling back), into the box. */
    public void recallPrevious() {
        if (asked.isEmpty()) {
            return;
        }
        recallIndex = recallIndex <= 0 ? asked.size() - 1 : recallIndex - 1;
        input.set(asked.get(recallIndex));
    }

    /** 👍 ({@code true}) or 👎 on an answer; only explicit votes are ever recorded. */
    public void vote(ChatExchange exchange, boolean up) {
        if (!exchange.isRecorded()) {
            return;
        }
        exchange.voteProperty().set(up);
        String user = session.user();
        List<ChatTurn> turns = exchange.turnsProperty().get();
        jobs.submitQuietly("Saving your vote", context -> {
            turns.forEach(turn -> backend.log().setAccepted(user, turn.turnId(), up));
            return null;
        }, JobCallbacks.of(done -> { }, failure -> {
            exchange.voteProperty().set(null);
            errors.present(failure);
        }));
    }

    /**
     * Called on the FX thread after this panel wrote the examples (send to review, a session's rated turns), so an
     * open Examples tab can read them again.
     */
    public void setOnExamplesChanged(Runnable action) {
        examplesChanged = action;
    }

    /** Adds the answer's question and SQL to the examples as an unverified example. */
    public void sendToReview(ChatExchange exchange) {
        List<ChatTurn> withSql = exchange.turnsProperty().get().stream().filter(t -> !t.sql().isBlank()).toList();
        ChatTurn turn = withSql.isEmpty() ? exchange.turnsProperty().get().stream().findFirst().orElse(null)
                : withSql.get(0);
        if (turn == null) {
            return;
        }
        String user = session.user();
        jobs.submit("Sending to review", context -> backend.log().sendToReview(user, turn.turnId()),
                JobCallbacks.<ReviewSubmission>of(done -> {
                    exchange.noteProperty().set(done.summary());
                    examplesChanged.run();
                }, failure -> exchange.noteProperty().set(ErrorText.sentence(failure))));
    }

    /** Runs the (edited) SQL again through the gate and the sandbox. */
    public void runSql(ChatExchange exchange) {
        String sql = exchange.sqlProperty().get();
        exchange.noteProperty().set("Running…");
        jobs.submit("Running the SQL", context -> backend.run(sql, new QueryCancellation()),
                JobCallbacks.<QueryResult>of(result -> {
                    exchange.resultProperty().set(result);
                    exchange.noteProperty().set(ResultView.rows(result.rowCount()) + " in " + result.elapsedMillis() + " ms"
                            + (result.truncated() ? " (cut at the row limit)" : ""));
                }, failure -> exchange.noteProperty().set(ErrorText.sentence(failure))));
    }

    /** Ends the session now (the End session button): rated turns go to review, and a new session starts. */
    public void endSession() {
        ChatSession ending = session;
        session = ending.rotated();
        backend.rememberSession(session.user(), session.id());
        jobs.submit("Ending the chat session", context -> backend.log().endSession(ending.user(), ending.id()),
                JobCallbacks.<SessionOutcome>of(outcome -> {
                    status.set("Session closed — " + outcome.summary() + ".");
                    examplesChanged.run();
                }, errors::present));
    }

    /** Called by the panel's timer: ends the session after five minutes without a question. */
    public void checkIdle() {
        if (session.isIdleAt(clock.instant())) {
            endSession();
        }
    }

    /** Reads the user's newest turns (at most 50) into {@link #history()}. */
    public void loadHistory() {
        String user = session.user();
        jobs.submitQuietly("Reading chat history", context -> backend.log().recent(user, 50),
                JobCallbacks.<List<ChatTurn>>of(history::setAll, errors::present));
    }

    /** Copies a past question into the question box. */
    public void reuse(ChatTurn turn) {
        input.set(turn.question());
    }

    /**
     * The user typed a (new) name: the current session ends under the old name, a new one starts under the new
     * name, and the name is remembered.
     */
    public void commitUserName() {
        String name = userName.get() == null ? "" : userName.get().strip();
        if (name.isEmpty() || name.equals(session.user())) {
            return;
        }
        endSession();
        session = ChatSession.start(name);
        backend.rememberSession(session.user(), session.id());
        rememberUser.accept(name);
        askAs.load(name);
        audienceChanged();
        loadHistory();
    }

    /** The project closes: the session ends and the pipeline is released, in the background. */
    public void close() {
        stop();
        jobs.submitQuietly("Closing the chat", context -> {
            backend.close();
            return null;
        }, JobCallbacks.of(done -> { }, errors::present));
    }

    public StringProperty inputProperty() {
        return input;
    }

    public StringProperty userNameProperty() {
        return userName;
    }

    public BooleanProperty useTemplatesProperty() {
        return useTemplates;
    }

    public BooleanProperty detectAmbiguityProperty() {
        return detectAmbiguity;
    }

    public BooleanProperty decomposeProperty() {
        return decompose;
    }

    /** True while a question runs (Send turns into Stop). */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The session line, e.g. "Session closed — 2 learned, 1 noted." */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The as-of date and role the next question is asked with. */
    public AskAs askAs() {
        return askAs;
    }

    public ObservableList<ChatExchange> exchanges() {
        return exchanges;
    }

    public ObservableList<ChatTurn> history() {
        return history;
    }

    /** The current session id (rotates after each end). */
    public String sessionId() {
        return session.id();
    }

}
