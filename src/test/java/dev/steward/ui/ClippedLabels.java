package dev.steward.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Walks a scene graph for {@link Labeled}s that are shown with their text ellipsised: the skin's text node says
 * less than the control's text. Call on the FX thread after a layout pass.
 */
final class ClippedLabels {
    private ClippedLabels() {
    }

    /** "id-or-class: 'shown' of 'full'" for each clipped, visible label under {@code root}. */
    static List<String> under(Node root) {
        List<String> clipped = new ArrayList<>();
        walk(root, clipped);
        return clipped;
    }

    private static void walk(Node node, List<String> clipped) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()) {
            for (Node child : labeled.getChildrenUnmodifiable()) {
                if (child instanceof Text shown && child.isVisible() && !shown.getText().equals(labeled.getText())
                        && shown.getText().endsWith(labeled.getEllipsisString())) {
                    clipped.add(name(labeled) + ": '" + shown.getText() + "' of '" + labeled.getText() + "'");
                }
            }
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> walk(child, clipped));
        }
    }

    private static String name(Node node) {
        StringBuilder path = new StringBuilder();
        for (Node at = node; at != null && path.length() < 120; at = at.getParent()) {
            if (at.getId() != null) {
                path.insert(0, "#" + at.getId() + " ");
                break;
            }
        }
        return path + node.getClass().getSimpleName();
    }
}
