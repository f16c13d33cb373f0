package dev.steward.ui.fx;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;

/**
 * Keeps the keyboard focus where the steward works. When the focused control of a tab stops being able to hold
 * focus — Approve or Verify disables itself while it saves, Cancel when a run ends, a pane is rebuilt — JavaFX
 * hands the focus to the next control in traversal order, which beside the tabs is the chat's user-name field
 * (the next J then overwrote the name). The keeper puts it on the selected tab's home control instead (the list
 * the keys work on, marked with {@link #markHome}). A move the user made (a click, Tab) leaves a control that
 * can still hold focus behind, and is left alone.
 */
public final class FocusKeeper {
    private static final String HOME = "steward.focus-home";

    private final TabPane tabs;
    private Node last;
    private boolean lastInTabs;

    private FocusKeeper(TabPane tabs) {
        this.tabs = tabs;
    }

    /** Marks the control the focus returns to in its tab; the first marked control that can take it wins. */
    public static <T extends Node> T markHome(T node) {
        node.getProperties().put(HOME, Boolean.TRUE);
        return node;
    }

    /** Watches the focus of the scene {@code tabs} is (or will be) shown in. */
    public static void install(TabPane tabs) {
        FocusKeeper keeper = new FocusKeeper(tabs);
        tabs.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                scene.focusOwnerProperty().addListener((o, was, now) -> keeper.focusMoved(scene, now));
            }
        });
    }

    /** Puts the focus on the selected tab's home control (after another tab sent the steward there). */
    public static void focusHome(TabPane tabs) {
        Scene scene = tabs.getScene();
        javafx.scene.control.Tab tab = tabs.getSelectionModel().getSelectedItem();
        if (scene != null && tab != null && tab.getContent() != null) {
            // a tab built just now (LazyTab) has no skins until its styling, and a control's children are its skin's
            tab.getContent().applyCss();
        }
        Node home = scene == null || tab == null ? null : home(tab.getContent(), scene);
        if (home != null) {
            home.requestFocus();
        }
    }

    private void focusMoved(Scene scene, Node now) {
        if (now == null) {
            return; // a step of a move; the previous owner is kept until the next one arrives
        }
        Node previous = last;
        boolean previousInTabs = lastInTabs;
        last = now;
        lastInTabs = isInside(now, tabs);
        if (previous == null || previous == now || !previousInTabs || now == tabs || canHoldFocus(previous, scene)) {
            return;
        }
        Node home = home(tabs.getSelectionModel().getSelectedItem() == null ? null
                : tabs.getSelectionModel().getSelectedItem().getContent(), scene);
        if (home != null && home != now) {
            home.requestFocus();
        }
    }

    private static Node home(Node node, Scene scene) {
        if (node == null) {
            return null;
        }
        if (node.getProperties().containsKey(HOME) && canHoldFocus(node, scene)) {
            return node;
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Node found = home(child, scene);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static boolean canHoldFocus(Node node, Scene scene) {
        if (node.getScene() != scene) {
            return false;
        }
        for (Node at = node; at != null; at = at.getParent()) {
            if (at.isDisabled() || !at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static boolean isInside(Node node, Node area) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == area) {
                return true;
            }
        }
        return false;
    }
}
