package dev.steward.ui.fx;

/**
 * The places another tab can send a steward to fix a piece of knowledge. A tab gets one from the main window (which
 * owns the tabs and implements it), so no tab package needs another's: the Eval tab's failure groups and the Drift
 * tab's "Open in Metadata" go through it.
 */
public interface FixTargets {
    /** Nothing to open (a tab shown on its own, in tests). */
    FixTargets NONE = new FixTargets() {
        @Override
        public void tableReview(String table) {
        }

        @Override
        public void relationshipForm(String fromTable, String fromColumn, String toTable, String toColumn) {
        }

        @Override
        public void example(String contentHash, String slot) {
        }
    };

    /** The Metadata tab with this table's review open ({@code name} or {@code gold.name}). */
    void tableReview(String table);

    /** The Relationships tab's form for a new path, prefilled with this join. */
    void relationshipForm(String fromTable, String fromColumn, String toTable, String toColumn);

    /**
     * The Examples &amp; Templates tab with the example or template of this content hash selected; for a template
     * with {@code slot} (may be null), its slot editor brought into view.
     */
    void example(String contentHash, String slot);
}
