package dev.steward.ui.fx;

import java.util.List;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * Renders one side of a {@link WordDiff} as wrapping text: removed words struck through on a red tint, added
 * words on a green tint (diff.css, theme colours only, so it reads in light and dark mode).
 */
public final class DiffText extends TextFlow {
    /** The stylesheet with the diff colours; add it to the scene or a parent that shows diffs. */
    public static final String STYLESHEET = DiffText.class.getResource("diff.css").toExternalForm();

    /**
     * @param segments    one side of a diff
     * @param placeholder shown muted when the side is empty (e.g. "nothing approved yet")
     */
    public DiffText(List<WordDiff.Segment> segments, String placeholder) {
        getStyleClass().add("diff-text");
        if (segments.isEmpty() || segments.stream().allMatch(s -> s.text().isBlank())) {
            Text empty = new Text(placeholder);
            empty.getStyleClass().addAll("diff-segment", "diff-empty");
            getChildren().add(empty);
            return;
        }
        for (WordDiff.Segment segment : segments) {
            Text text = new Text(segment.text());
            text.getStyleClass().addAll("diff-segment", switch (segment.change()) {
                case SAME -> "diff-same";
                case REMOVED -> "diff-removed";
                case ADDED -> "diff-added";
            });
            getChildren().add(text);
        }
    }
}
