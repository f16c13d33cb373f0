package dev.steward.ui.metadata;

import dev.steward.ui.fx.DiffText;
import dev.steward.ui.fx.LazyTab;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.kordamp.ikonli.feather.Feather;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Metadata tab: the review queue on the left, the selected entry's review on the right. Keyboard (outside
 * text fields): J/K move, A approve and move on, S skip and move on, E edit, R regenerate with the LLM,
 * Enter open the review.
 */
public final class MetadataTab extends LazyTab {
    private static final String STYLESHEET = MetadataTab.class.getResource("metadata.css").toExternalForm();
    private final MetadataViewModel viewModel;
    private QueueView queue; // with the content
    private ReviewPane review;

    public MetadataTab(MetadataViewModel viewModel) {
        super("Metadata");
        this.viewModel = viewModel;
        setId("metadata-tab");
        setClosable(false);
        setGraphic(new FontIcon(Feather.BOOK_OPEN));
        selectedProperty().addListener((obs, old, shown) -> {
            if (!shown) {
                viewModel.review().impact().dismissProblem(); // "no LLM" was about that click, not this tab
            }
        });
    }

    @Override
    protected Node content() {
        queue = new QueueView(viewModel);
        review = new ReviewPane(viewModel.review(), this::approveAndMoveOn, this::skipAndMoveOn,
                this::regenerateSelection);
        SplitPane split = new SplitPane(queue, review);
        split.setId("metadata-split");
        split.setDividerPositions(0.56);
        SplitPane.setResizableWithParent(queue, false);
        split.getStylesheets().addAll(STYLESHEET, DiffText.STYLESHEET);
        split.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        return split;
    }

    private void onKey(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl || event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        ReviewViewModel current = viewModel.review();
        boolean handled = true;
        switch (event.getCode()) {
            case J -> queue.move(1);
            case K -> queue.move(-1);
            case A -> approveAndMoveOn();
            case S -> skipAndMoveOn();
            case E -> current.editingProperty().set(!current.editingProperty().get());
            case R -> regenerateSelection();
            case ENTER -> {
                if (viewModel.selectedProperty().get() == null) {
                    queue.move(1);
                }
                review.requestFocus();
            }
            default -> handled = false;
        }
        if (handled) {
            event.consume();
        }
    }

    private void approveAndMoveOn() {
        ReviewViewModel current = viewModel.review();
        boolean approvable = current.approveBlocker().isEmpty();
        current.approve(); // or says why it cannot
        if (approvable) {
            queue.move(1);
        }
    }

    private void skipAndMoveOn() {
        viewModel.review().skip();
        queue.move(1);
    }

    private void regenerateSelection() {
        List<String> keys = queue.selection().stream().filter(e -> e.kind() == QueueEntry.Kind.TABLE)
                .map(QueueEntry::key).toList();
        if (!keys.isEmpty()) {
            viewModel.drafting().generate(keys);
        }
    }
}
