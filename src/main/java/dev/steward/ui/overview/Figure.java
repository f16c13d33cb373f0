package dev.steward.ui.overview;

import java.util.List;

/**
 * One figure of the overview: its label, its value as shown, the names behind it and the tab that fixes them.
 *
 * @param key   stable id (the figure's node id is {@code overview-<key>})
 * @param label what it counts
 * @param value the figure, e.g. "4 of 8"
 * @param items the list behind it
 * @param tab   the title of the tab that owns these items, or null
 */
public record Figure(String key, String label, String value, List<String> items, String tab) {
    public Figure {
        items = List.copyOf(items);
    }
}
