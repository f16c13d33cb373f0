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
 * The bottom bar: the open project's folder, which folder its data is read from (why, in the tooltip), the LLM's reachability (click to check again), the embedding
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
        // the folder's name; its whole path in the tooltip (a path cut to "…" told nothing at 1280 px)
        project.textProperty().bind(Bindings.createStringBinding(() -> shell.projectProperty().get() == null
                ? "No project open" : folderName(shell.projectProperty().get().root()), shell.projectProperty()));
        Tooltip where = new Tooltip();
        where.textProperty().bind(Bindings.createStringBinding(() -> shell.projectProperty().get() == null
                ? "" : shell.projectProperty().get().root().toString(), shell.projectProperty()));
        project.setTooltip(where);
        Label data = dataLabel(shell);
        Button llm = new Button();
        llm.setId("status-llm");
        llm.setMnemonicParsing(false); // "(OLLAMA_HOST)" lost its underscore to the mnemonic parser
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
        Separator afterData = separator();
        afterData.visibleProperty().bind(data.visibleProperty());
        afterData.managedProperty().bind(data.managedProperty());
        for (Region item : java.util.List.of(project, data, llm, embeddings)) {
            item.setMinWidth(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(project, separator(), data, afterData, llm, separator(), embeddings, spacer,
                new JobsIndicator(jobs.running()));
    }

    private static String folderName(java.nio.file.Path root) {
        return root.getFileName() == null ? root.toString() : root.getFileName().toString();
    }

    /** Which folder the data is read from and why (tooltip); flagged when the path is ambiguous. */
    private static Label dataLabel(ShellViewModel shell) {
        Label data = new Label();
        data.setId("status-data");
        data.setGraphic(new FontIcon(Feather.DATABASE));
        data.setMaxWidth(420);
        Tooltip tip = new Tooltip();
        tip.setWrapText(true);
        tip.setMaxWidth(520);
        data.setTooltip(tip);
        Runnable update = () -> {
            var open = shell.projectProperty().get();
            data.setText(open == null ? "" : DataFolderText.status(open));
            data.setVisible(open != null);
            data.setManaged(open != null);
            tip.setText(open == null ? "" : DataFolderText.detail(open));
            data.pseudoClassStateChanged(PseudoClass.getPseudoClass("failed"),
                    open != null && DataFolderText.needsAttention(open));
        };
        shell.projectProperty().addListener((obs, old, now) -> update.run());
        update.run();
        return data;
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
