package dev.steward.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;

/**
 * Walks a scene graph for {@link Labeled}s that are shown with their text ellipsised (the skin's text node says
 * less than the control's text) and for empty text fields whose prompt text is wider than the field's inside (a
 * prompt is clipped, not ellipsised: the chat's as-of picker showed "question's da"). Call on the FX thread after a
 * layout pass.
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
        if (node instanceof TextField field && (field.getText() == null || field.getText().isEmpty())
                && field.getPromptText() != null && !field.getPromptText().isEmpty()) {
            double inside = field.getWidth() - field.snappedLeftInset() - field.snappedRightInset();
            Text prompt = promptOf(field, field.getPromptText());
            if (prompt != null && prompt.isVisible() && prompt.getLayoutBounds().getWidth() > inside + 0.5) {
                clipped.add(name(field) + ": prompt '" + field.getPromptText() + "' is "
                        + Math.round(prompt.getLayoutBounds().getWidth()) + " px wide in " + Math.round(inside)
                        + " px");
            }
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> walk(child, clipped));
        }
    }

    /** The skin's text node that draws the prompt, or null when the skin shows none. */
    private static Text promptOf(Node node, String promptText) {
        if (node instanceof Text text && promptText.equals(text.getText())) {
            return text;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Text found = promptOf(child, promptText);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
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
