package dev.steward.ui.metadata;

import atlantafx.base.theme.Styles;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The impact preview's place in the review pane: progress with Cancel while it runs, then the headline and one
 * line per example whose verdict would change (question, verdict before → after, why), flaky ones marked apart;
 * or, plainly, why it could not run. Hidden until asked.
 */
final class ImpactBox extends VBox {
    private final VBox lines = new VBox(6);

    ImpactBox(ImpactPreviewing impact) {
        super(6);
        setId("impact-box");
        getStyleClass().add("impact-box");
        setPadding(new Insets(8, 12, 8, 12));
        Label headline = new Label();
        headline.setId("impact-headline");
        headline.setWrapText(true);
        headline.getStyleClass().add(Styles.TEXT_BOLD);
        headline.textProperty().bind(impact.headlineProperty());
        headline.visibleProperty().bind(impact.headlineProperty().isNotEmpty());
        headline.managedProperty().bind(headline.visibleProperty());
        Runnable showLines = () -> lines.getChildren().setAll(impact.lines().stream().map(ImpactBox::line).toList());
        impact.lines().addListener((ListChangeListener<ImpactPreviewing.ImpactLine>) change -> showLines.run());
        showLines.run(); // the tab may be built after a preview ran
        // why it could not run: said once, in plain text (not the result's bold headline)
        Label problem = new Label(null, new FontIcon(Feather.INFO));
        problem.setId("impact-problem");
        problem.setWrapText(true);
        problem.textProperty().bind(impact.problemProperty());
        problem.visibleProperty().bind(impact.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        getChildren().addAll(progress(impact), headline, problem, lines);
        visibleProperty().bind(impact.jobProperty().isNotNull().or(impact.headlineProperty().isNotEmpty())
                .or(impact.problemProperty().isNotEmpty()));
        managedProperty().bind(visibleProperty());
    }

    private static Node progress(ImpactPreviewing impact) {
        ProgressBar bar = new ProgressBar();
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        Label message = new Label();
        message.setId("impact-message");
        message.setWrapText(true);
        message.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        Button cancel = new Button("Cancel");
        cancel.setId("impact-cancel");
        cancel.setOnAction(e -> impact.cancel());
        java.util.function.Consumer<dev.steward.ui.fx.RunningJob> follow = job -> {
            bar.progressProperty().unbind();
            message.textProperty().unbind();
            if (job != null) {
                bar.progressProperty().bind(job.progressProperty());
                message.textProperty().bind(job.messageProperty());
            }
        };
        impact.jobProperty().addListener((obs, old, job) -> follow.accept(job));
        follow.accept(impact.jobProperty().get());
        VBox box = new VBox(4, new HBox(8, bar, cancel), message);
        box.visibleProperty().bind(Bindings.isNotNull(impact.jobProperty()));
        box.managedProperty().bind(box.visibleProperty());
        return box;
    }

    private static Node line(ImpactPreviewing.ImpactLine line) {
        Label question = new Label(line.question(), new FontIcon(line.flaky() ? Feather.SHUFFLE
                : line.regression() ? Feather.X_CIRCLE : Feather.CHECK_CIRCLE));
        question.setWrapText(true);
        question.getStyleClass().add(line.flaky() ? Styles.WARNING : line.regression() ? Styles.DANGER
                : Styles.SUCCESS);
        Label verdicts = new Label(line.before() + "  →  " + line.after()
                + (line.reason().isBlank() ? "" : ": " + line.reason()));
        verdicts.setWrapText(true);
        verdicts.getStyleClass().addAll(Styles.TEXT_SMALL, Styles.TEXT_MUTED);
        VBox box = new VBox(1, question, verdicts);
        box.getStyleClass().add("impact-line");
        return box;
    }
}
