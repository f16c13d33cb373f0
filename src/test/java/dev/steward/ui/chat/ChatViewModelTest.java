package dev.steward.ui.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.chat.ChatLog;
import dev.steward.chat.ChatTurn;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.PipelineStep;
import dev.steward.definitions.Audience;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.StepKind;
import dev.steward.pipeline.StepListener;
import dev.steward.sql.QueryCancellation;
import dev.steward.sql.QueryResult;
import dev.steward.sql.ResultColumn;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The chat view model without a toolkit: real chat files, a scripted pipeline, a clock the test moves. */
class ChatViewModelTest {
    @TempDir
    Path root;
    private final MovableClock clock = new MovableClock(Instant.parse("2026-08-16T10:00:00Z"));
    private final List<Question> asked = new ArrayList<>();
    private ChatLog log;
    private ChatViewModel model;
    private boolean closed;

    @BeforeEach
    void setUp() {
        log = new ChatLog(root.resolve("chat_history"), root.resolve("examples"), new AtomicFiles(), clock,
                () -> Long.toHexString(System.nanoTime()));
        model = new ChatViewModel(new ImmediateJobs(), new ErrorPresenter(), new ScriptedBackend(), clock, "alice",
                name -> { });
    }

    @Test
    void anAnswerIsShownWithItsStepsAndRecordedAsATurn() {
        model.useTemplatesProperty().set(false);
        model.detectAmbiguityProperty().set(true);
        model.inputProperty().set("  revenue by region  ");
        model.send();

        ChatExchange exchange = model.exchanges().get(0);
        assertThat(asked.get(0)).isEqualTo(Question.of("revenue by region").withAmbiguityCheck(true)
                .askedBy(new Audience("alice", Set.of()))); // the acting user of the settings (issue 20)
        assertThat(exchange.steps()).extracting(PipelineStep::kind).containsExactly(StepKind.RETRIEVAL,
                StepKind.EXECUTION);
        assertThat(exchange.sqlProperty().get()).isEqualTo("SELECT 1");
        assertThat(exchange.runningProperty().get()).isFalse();
        assertThat(log.history("alice").turns()).extracting(ChatTurn::sessionId).containsExactly(model.sessionId());
        assertThat(model.inputProperty().get()).isEmpty();
    }

    @Test
    void votesAreOnlyWhatTheUserClickedAndTheIdleTimeoutEndsAndRotatesTheSession() {
        model.inputProperty().set("q1");
        model.send();
        model.inputProperty().set("q2");
        model.send();
        model.vote(model.exchanges().get(0), true);
        String first = model.sessionId();

        clock.now = clock.now.plusSeconds(299);
        model.checkIdle();
        assertThat(model.sessionId()).isEqualTo(first);
        clock.now = clock.now.plusSeconds(1);
        model.checkIdle();

        assertThat(model.statusProperty().get()).isEqualTo("Session closed — 1 learned, 0 noted.");
        assertThat(model.sessionId()).isNotEqualTo(first);
        assertThat(log.history("alice").turns()).extracting(ChatTurn::accepted).containsExactly(true, null);
        clock.now = clock.now.plusSeconds(3600);
        model.checkIdle();
        assertThat(model.statusProperty().get()).isEqualTo("Session closed — 1 learned, 0 noted.");
    }

    @Test
    void closingEndsTheSessionSoARatedAnswerIsNotLost() {
        model.inputProperty().set("q1");
        model.send();
        model.vote(model.exchanges().get(0), false);

        model.close();

        assertThat(closed).isTrue();
        assertThat(log.history("alice").turns().get(0).promoted()).isTrue();
        assertThat(root.resolve("examples/failures.jsonl")).exists();
    }

    @Test
    void sendingToReviewAndEndingASessionTellTheExamplesTabToReadAgain() {
        List<String> told = new ArrayList<>();
        model.setOnExamplesChanged(() -> told.add("examples changed"));
        model.inputProperty().set("q1");
        model.send();

        model.sendToReview(model.exchanges().get(0));
        assertThat(root.resolve("examples/synthetic.jsonl")).content().contains("q1");
        assertThat(told).hasSize(1);
        model.endSession();
        assertThat(told).hasSize(2);
    }

    @Test
    void upRecallsEarlierQuestionsAndReusePutsAPastQuestionBack() {
        for (String q : List.of("first", "second")) {
            model.inputProperty().set(q);
            model.send();
        }
        model.recallPrevious();
        assertThat(model.inputProperty().get()).isEqualTo("second");
        model.recallPrevious();
        assertThat(model.inputProperty().get()).isEqualTo("first");

        model.loadHistory();
        model.reuse(model.history().get(1));
        assertThat(model.history()).extracting(ChatTurn::question).containsExactly("second", "first");
        assertThat(model.inputProperty().get()).isEqualTo("first");
    }

    private final class ScriptedBackend implements ChatBackend {
        private String[] session;

        @Override
        public PipelineAnswer ask(Question question, StepListener steps, PipelineCancellation cancellation) {
            asked.add(question);
            List<PipelineStep> done = List.of(new PipelineStep(StepKind.RETRIEVAL, "2 tables", 3),
                    new PipelineStep(StepKind.EXECUTION, "1 row", 1));
            done.forEach(steps::stepDone);
            QueryResult rows = new QueryResult(List.of(new ResultColumn("n", "INTEGER")), List.of(List.of(1)), false,
                    1);
            return new PipelineAnswer(question.text(), AnswerKind.ROWS, "SELECT 1", List.of(), Map.of(), rows, null, done,
                    List.of(), List.of(), null, 1, null, List.of());
        }

        @Override
        public List<String> rolesOf(String user) {
            return List.of();
        }

        @Override
        public java.util.Set<String> hiddenEvidence(String user, String role) {
            return java.util.Set.of();
        }

        @Override
        public QueryResult run(String sql, QueryCancellation cancellation) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ChatLog log() {
            return log;
        }

        @Override
        public void rememberSession(String user, String sessionId) {
            session = new String[] {user, sessionId};
        }

        @Override
        public void close() {
            log.endSession(session[0], session[1]);
            closed = true;
        }
    }

    private static final class MovableClock extends Clock {
        private Instant now;

        MovableClock(Instant start) {
            now = start;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
