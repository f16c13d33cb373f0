package dev.steward.ui.overview;

import dev.steward.ui.fx.ListTargets;
import dev.steward.ui.fx.Narrowing;
import java.util.List;

/**
 * One figure of the overview: its label, its value as shown, the names behind it and the list a click opens.
 *
 * @param key       stable id (the figure's node id is {@code overview-<key>})
 * @param label     what it counts
 * @param value     the figure, e.g. "4 of 8"
 * @param items     the names behind it (the card's tooltip)
 * @param place     the list a click on the value opens
 * @param narrowing what that list is narrowed to, or null for the whole list
 */
public record Figure(String key, String label, String value, List<String> items, ListTargets.Place place,
                     Narrowing narrowing) {
    public Figure {
        items = List.copyOf(items);
    }
}
