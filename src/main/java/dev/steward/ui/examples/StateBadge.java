package dev.steward.ui.examples;

import java.util.Locale;
import javafx.scene.control.Label;

/** A small coloured label naming an entry's state (colours in examples.css). */
final class StateBadge {
    private StateBadge() {
    }

    static Label of(ExampleState state) {
        Label badge = new Label(state == ExampleState.CANDIDATE ? "candidate" : state.label());
        badge.getStyleClass().addAll("state-badge", "badge-" + state.name().toLowerCase(Locale.ROOT));
        badge.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return badge;
    }
}
