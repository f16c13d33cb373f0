package dev.steward.ui.chat;

import atlantafx.base.theme.Styles;
import dev.steward.definitions.Evidence;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Under an answer: who asked as which role and at which date, the route that answered in plain words, and the
 * definition records it cites — the answer's {@code evidence}, as {@code steward query --json} prints it. A denied
 * answer cites nothing (the pipeline gives it no evidence) and says only that no sources are shown.
 */
final class CitationsView extends VBox {

    /**
     * @param askedAs the line saying who asked as which role at which date
     * @param other   the chat asks as another user or role now: the line says so, marked
     */
    CitationsView(String askedAs, boolean other, PipelineAnswer answer) {
        super(2);
        getStyleClass().add("chat-citations");
        setId("chat-citations");
        if (!askedAs.isEmpty()) {
            Label who = small(askedAs + (other ? " — not the role you ask as now" : ""), "chat-asked-as",
                    Feather.USER);
            if (other) {
                who.getStyleClass().add("chat-asked-as-other");
            }
            getChildren().add(who);
        }
        Label route = small(RouteText.plain(answer) + " · route " + answer.route(), "chat-route", Feather.GIT_MERGE);
        getChildren().add(route);
        List<Evidence> evidence = answer.evidence();
        if (answer.kind() == AnswerKind.DENIED) {
            getChildren().add(small("No sources are shown for this role.", "chat-no-sources", Feather.LOCK));
        } else if (!evidence.isEmpty()) {
            Label heading = small("Sources (" + evidence.size() + ")", "chat-sources-heading", Feather.BOOKMARK);
            heading.getStyleClass().add(Styles.TEXT_BOLD);
            getChildren().add(heading);
            evidence.forEach(e -> getChildren().add(citation(e)));
        }
    }

    /** One record: its evidence id, then the definition, version, kind and status. */
    private static Label citation(Evidence evidence) {
        Label line = new Label(line(evidence));
        line.setWrapText(true);
        line.getStyleClass().addAll("chat-evidence", Styles.TEXT_SMALL,
                "status-" + evidence.status().toLowerCase(Locale.ROOT));
        line.setPadding(new javafx.geometry.Insets(0, 0, 0, 20));
        return line;
    }

    static String line(Evidence evidence) {
        return evidence.evidenceId() + " — " + evidence.objectId() + " " + evidence.version() + ", "
                + evidence.kind().replace('_', ' ') + ", " + evidence.status();
    }

    private static Label small(String text, String styleClass, Feather icon) {
        Label label = new Label(text, new FontIcon(icon));
        label.setWrapText(true);
        label.getStyleClass().addAll(styleClass, Styles.TEXT_SMALL);
        return label;
    }
}
