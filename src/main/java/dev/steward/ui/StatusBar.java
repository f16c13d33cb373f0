package dev.steward.ui;

import atlantafx.base.theme.Styles;
import dev.steward.ui.fx.JobsIndicator;
import dev.steward.ui.fx.Jobs;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The bottom bar: the open project's folder, the LLM's reachability (click to check again), the embedding
 * model's state, and the running jobs with progress and cancel.
 */
public final class StatusBar extends HBox {

    public StatusBar(ShellViewModel shell, StatusViewModel status, Jobs jobs) {
        setId("status-bar");
        getStyleClass().add("status-bar");
        setAlignment(Pos.CENTER_LEFT);
        setSpacing(10);
        setPadding(new Insets(4, 10, 4, 10));
        Label project = new Label();
        project.setId("status-project");
        project.setGraphic(new FontIcon(Feather.FOLDER));
        project.textProperty().bind(Bindings.createStringBinding(() -> shell.projectProperty().get() == null
                ? "No project open" : shell.projectProperty().get().root().toString(), shell.projectProperty()));
        Button llm = new Button();
        llm.setId("status-llm");
        llm.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
        llm.setGraphic(new FontIcon(Feather.CPU));
        llm.textProperty().bind(status.llmTextProperty());
        Tooltip llmTip = new Tooltip();
        llmTip.textProperty().bind(Bindings.concat(status.llmDetailProperty(), "\nClick to check again."));
        llmTip.setWrapText(true);
        llmTip.setMaxWidth(420);
        llm.setTooltip(llmTip);
        llm.setOnAction(e -> status.checkLlm());
        styleByState(llm, status.llmStateProperty());
        Label embeddings = new Label();
        embeddings.setId("status-embeddings");
        embeddings.setGraphic(new FontIcon(Feather.LAYERS));
        embeddings.textProperty().bind(status.embeddingTextProperty());
        styleByState(embeddings, status.embeddingStateProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        getChildren().addAll(project, separator(), llm, separator(), embeddings, spacer, new JobsIndicator(jobs.running()));
    }

    private static Separator separator() {
        return new Separator(Orientation.VERTICAL);
    }

    /** Pseudo-classes :ready, :degraded, :failed colour the item (see steward.css). */
    private static void styleByState(javafx.scene.Node node, ReadOnlyObjectProperty<ServiceState> state) {
        Runnable apply = () -> {
            ServiceState now = state.get();
            node.pseudoClassStateChanged(PseudoClass.getPseudoClass("ready"), now == ServiceState.READY);
            node.pseudoClassStateChanged(PseudoClass.getPseudoClass("degraded"), now == ServiceState.DEGRADED);
            node.pseudoClassStateChanged(PseudoClass.getPseudoClass("failed"), now == ServiceState.FAILED);
        };
        state.addListener((obs, old, now) -> apply.run());
        apply.run();
    }
}
