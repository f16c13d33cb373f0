package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A deterministic embedder for fast tests: texts given with {@link #fix} get exactly that vector; others a
 * bag-of-words vector (each lower-cased word hashed into one of 64 dimensions), so texts sharing words are
 * similar. Counts calls and texts, to prove what was (not) embedded.
 */
public final class FakeEmbedder implements Embedder {
    private static final int DIMENSIONS = 64;
    private final Map<String, float[]> fixed = new HashMap<>();
    private final List<List<String>> calls = new ArrayList<>();
    private final String modelName;

    public FakeEmbedder() {
        this("fake-model");
    }

    FakeEmbedder(String modelName) {
        this.modelName = modelName;
    }

    public FakeEmbedder fix(String text, float... vector) {
        float[] padded = new float[DIMENSIONS];
        System.arraycopy(vector, 0, padded, 0, vector.length);
        fixed.put(text, padded);
        return this;
    }

    @Override
    public String modelName() {
        return modelName;
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        calls.add(List.copyOf(texts));
        return texts.stream().map(this::vector).toList();
    }

    List<List<String>> calls() {
        return calls;
    }

    int textsEmbedded() {
        return calls.stream().mapToInt(List::size).sum();
    }

    private float[] vector(String text) {
        if (fixed.containsKey(text)) {
            return fixed.get(text).clone();
        }
        float[] vector = new float[DIMENSIONS];
        for (String word : text.toLowerCase(Locale.ROOT).split("[^a-z0-9]+")) {
            if (!word.isEmpty()) {
                vector[Math.floorMod(word.hashCode(), DIMENSIONS)] += 1;
            }
        }
        return vector;
    }
}
