package dev.steward.retrieval;

import java.util.List;

/**
 * Port to a sentence embedder: texts in, one vector per text out, in order. Implementations embed a whole list
 * in one batched call, so callers pass everything they need at once.
 */
public interface Embedder {

    /** The model's name; cached vectors are keyed by it, so a different model never reuses them. */
    String modelName();

    /** One vector per text, same order and size as {@code texts}. */
    List<float[]> embedAll(List<String> texts);
}
