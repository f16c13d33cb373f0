package dev.steward.ui.fx;

/**
 * The lists another tab can open narrowed to the names behind one of its figures. The main window (which owns the
 * tabs) implements it, so the Overview never imports a tab: it says which list and which names, the window selects
 * the tab, narrows its list, selects the first row and puts the focus in the list.
 */
public interface ListTargets {
    /** Nothing to open (a tab shown on its own, in tests). */
    ListTargets NONE = (place, narrowing) -> { };

    /** The list a figure is behind. */
    enum Place {
        /** The Metadata tab's queue; keys are tables as queries name them ({@code name}, {@code gold.name}). */
        TABLES,
        /** The Relationships tab; keys are paths as {@code steward status} names them ("a.x → b.y"). */
        RELATIONSHIPS,
        /** The Examples tab with the verified chip on; keys are ignored. */
        VERIFIED_EXAMPLES,
        /** The Examples tab with the template chip on; keys are ignored. */
        TEMPLATES,
        /** The Examples tab narrowed to goldens; keys are their content hashes. */
        GOLDENS,
        /** The Definitions tab; keys are definition ids. */
        DEFINITIONS,
        /** The Eval tab showing a stored run; the key is the run's id. */
        EVAL_RUN,
        /** The Drift &amp; Profiling tab; keys are tables as queries name them. */
        DRIFT
    }

    void show(Place place, Narrowing narrowing);
}
