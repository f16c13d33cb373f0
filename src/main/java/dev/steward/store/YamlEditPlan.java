package dev.steward.store;

import java.util.ArrayList;
import java.util.List;

/**
 * The text replacements one edit makes, in offsets of the document it was planned against, and the region
 * of that document the edit read (its footprint). Two plans whose footprints and replacements do not touch
 * can be applied together in one pass; otherwise the second must be planned against the first's result.
 */
record YamlEditPlan(List<Replacement> replacements, int footprintStart, int footprintEnd) {

    static final YamlEditPlan NONE = new YamlEditPlan(List.of(), Integer.MAX_VALUE, Integer.MIN_VALUE);

    /** Replace {@code [start, end)} with {@code text}. */
    record Replacement(int start, int end, String text) {
        Replacement {
            if (start < 0 || end < start) {
                throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
            }
        }
    }

    YamlEditPlan {
        replacements = List.copyOf(replacements);
    }

    static YamlEditPlan of(YamlNode touched, Replacement... replacements) {
        return of(touched.start(), touched.end(), replacements);
    }

    static YamlEditPlan of(int touchedStart, int touchedEnd, Replacement... replacements) {
        List<Replacement> kept = new ArrayList<>();
        int from = touchedStart;
        int to = touchedEnd;
        for (Replacement replacement : replacements) {
            if (replacement.start() != replacement.end() || !replacement.text().isEmpty()) {
                kept.add(replacement);
                from = Math.min(from, replacement.start());
                to = Math.max(to, replacement.end());
            }
        }
        return new YamlEditPlan(kept, from, to);
    }

    boolean isEmpty() {
        return replacements.isEmpty();
    }

    /** True when this plan's footprint touches (overlaps or abuts) any replacement of {@code other}. */
    boolean touches(YamlEditPlan other) {
        for (Replacement replacement : other.replacements) {
            if (footprintStart <= replacement.end() && replacement.start() <= footprintEnd) {
                return true;
            }
        }
        for (Replacement replacement : replacements) {
            if (other.footprintStart <= replacement.end() && replacement.start() <= other.footprintEnd) {
                return true;
            }
        }
        return false;
    }
}
