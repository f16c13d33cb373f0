package dev.steward.ui.metadata;

import java.util.Locale;
import javafx.scene.control.Label;

/** A small coloured pill for a review status (metadata.css): draft amber, approved green, stale red. */
final class StatusBadge {
    private StatusBadge() {
    }

    static Label of(String status) {
        Label badge = new Label(status);
        badge.getStyleClass().addAll("status-badge", styleOf(status));
        return badge;
    }

    static String styleOf(String status) {
        return switch (status) {
            case "draft", "approved", "stale" -> "badge-" + status;
            case QueueEntry.MISSING_PARQUET -> "badge-missing";
            default -> "badge-" + status.replaceAll("[^a-z]+", "-").toLowerCase(Locale.ROOT);
        };
    }
}
