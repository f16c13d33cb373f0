package dev.steward.ui.chat;

import dev.steward.chat.ChatTurn;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineStep;
import dev.steward.sql.QueryResult;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One question in the chat and everything that comes of it, as the panel shows it: the steps as they end, the
 * answer, the (editable) SQL and its latest result, the turns recorded for it, the vote and a status note.
 * Changed on the FX thread only.
 */
public final class ChatExchange {
    private final String question;
    private final String askedAs;
    private final String audience;
    private final String askedWho;
    private final BooleanProperty otherAudience = new SimpleBooleanProperty(false);
    private final StringProperty concealed = new SimpleStringProperty("");
    private final ObservableList<PipelineStep> steps = FXCollections.observableArrayList();
    private final BooleanProperty running = new SimpleBooleanProperty(true);
    private final ObjectProperty<PipelineAnswer> answer = new SimpleObjectProperty<>();
    private final StringProperty sql = new SimpleStringProperty("");
    private final ObjectProperty<QueryResult> result = new SimpleObjectProperty<>();
    private final ObjectProperty<Boolean> vote = new SimpleObjectProperty<>();
    private final StringProperty note = new SimpleStringProperty("");
    private final ObjectProperty<List<ChatTurn>> turns = new SimpleObjectProperty<>(List.of());

    ChatExchange(String question) {
        this(question, "", "", "");
    }

    /**
     * @param askedAs  the line under the answer, e.g. "As Dana (analyst) · as of 2024-06-30"
     * @param audience who asked as which role, as a key to compare with the chat's current audience
     * @param askedWho who asked as which role in words, e.g. "Dana (analyst)"
     */
    ChatExchange(String question, String askedAs, String audience, String askedWho) {
        this.question = question;
        this.askedAs = askedAs;
        this.audience = audience;
        this.askedWho = askedWho;
    }

    public String question() {
        return question;
    }

    /** Who asked, as which role and at which reporting date, e.g. "As Dana (analyst) · as of 2024-06-30". */
    public String askedAs() {
        return askedAs;
    }

    /** Who asked as which role (compared with the chat's current user and role). */
    String audience() {
        return audience;
    }

    /** Who asked as which role, in words: "Dana (analyst)". */
    String askedWho() {
        return askedWho;
    }

    /** True while the chat asks as another user or role than this question was asked as. */
    public BooleanProperty otherAudienceProperty() {
        return otherAudience;
    }

    /**
     * Non-empty while the answer cites a definition record the chat's current user and role may not see: the
     * sentence shown in its place. The panel then shows the question and that sentence only (no steps, answer or
     * citations in the scene graph); switching back shows the answer again.
     */
    public StringProperty concealedProperty() {
        return concealed;
    }

    /** The pipeline's steps in the order they ended. */
    public ObservableList<PipelineStep> steps() {
        return steps;
    }

    /** True until the answer arrives, the question fails or is stopped. */
    public BooleanProperty runningProperty() {
        return running;
    }

    public ObjectProperty<PipelineAnswer> answerProperty() {
        return answer;
    }

    /** The SQL shown; the user may edit it and run it again. */
    public StringProperty sqlProperty() {
        return sql;
    }

    /** The rows shown: the pipeline's, or those of the last "Run". */
    public ObjectProperty<QueryResult> resultProperty() {
        return result;
    }

    /** 👍 true, 👎 false, null for no vote (never inferred). */
    public ObjectProperty<Boolean> voteProperty() {
        return vote;
    }

    /** A short line about the last action (sent to review, stopped, run failed…). */
    public StringProperty noteProperty() {
        return note;
    }

    /** The chat history turns recorded for this question (one per sub-question of a decomposed one). */
    public ObjectProperty<List<ChatTurn>> turnsProperty() {
        return turns;
    }

    /** Whether there is anything to vote on: a recorded turn. */
    public boolean isRecorded() {
        return !turns.get().isEmpty();
    }
}
