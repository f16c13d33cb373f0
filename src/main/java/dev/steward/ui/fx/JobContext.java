package dev.steward.ui.fx;

/** What a running {@link Job} may ask of its executor: whether it was cancelled, and where to report progress. */
public interface JobContext {

    /** True once the user cancelled; long loops check it between steps. */
    boolean isCancelled();

    /**
     * Reports progress. Cheap to call often: the UI sees at most one update every ~80 ms.
     *
     * @param fraction 0..1, or a negative value for "unknown"
     * @param message  what is happening now, e.g. "orders (3 of 12)"
     */
    void progress(double fraction, String message);
}
