package dev.steward.ui.fx;

import java.util.Set;

/**
 * A tab's list narrowed to the names behind a figure another tab showed (the Overview's "1 stale table"): what the
 * figure said and the names to keep. A tab holds one in a property, null when its list is not narrowed.
 *
 * @param title what the figure counts, e.g. "Tables stale"
 * @param keys  the names to keep, as that tab's rows are named (tables as queries name them, relationship paths,
 *              content hashes, definition ids, run ids)
 */
public record Narrowing(String title, Set<String> keys) {
    public Narrowing {
        keys = Set.copyOf(keys);
    }

    /** True when {@code narrowing} is null (nothing narrowed) or one of {@code names} is among its keys. */
    public static boolean admits(Narrowing narrowing, String... names) {
        if (narrowing == null) {
            return true;
        }
        for (String name : names) {
            if (name != null && narrowing.keys.contains(name)) {
                return true;
            }
        }
        return false;
    }
}
