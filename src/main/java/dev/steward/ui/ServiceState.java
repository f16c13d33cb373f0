package dev.steward.ui;

/** The state of a background service the status bar reports (the LLM, the embedding model). */
public enum ServiceState {
    /** Not asked yet. */
    UNKNOWN,
    /** Being checked or loaded. */
    BUSY,
    READY,
    /** Reachable or loaded, but not usable as configured (e.g. the model is not pulled). */
    DEGRADED,
    FAILED
}
