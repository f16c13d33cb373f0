package dev.steward.retrieval;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Lucene looks for the Vector API when it first scores and, finding the incubating module on Java 17 (which Steward
 * adds for its own dot products, ADR 42), logs a two-line warning that its own vector code needs a newer Java. That
 * is expected and changes nothing for Steward's BM25 index, so the notice is kept off the terminal; real errors
 * (SEVERE) still pass.
 */
public final class LuceneNotices {
    private static final String VECTORIZATION = "org.apache.lucene.internal.vectorization";

    private LuceneNotices() {
    }

    /**
     * Raises the level of Lucene's vectorization logger. java.util.logging forgets a level when nothing holds the
     * logger, so the caller keeps the returned logger reachable for as long as the process runs.
     */
    public static Logger quietVectorizationNotice() {
        Logger logger = Logger.getLogger(VECTORIZATION);
        logger.setLevel(Level.SEVERE);
        return logger;
    }
}
