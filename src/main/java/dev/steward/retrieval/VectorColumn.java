package dev.steward.retrieval;

import java.util.Arrays;
import java.util.List;

/**
 * Embedding vectors of one kind (tables' raw or curated texts, examples, templates; null where an item has none)
 * packed one after another in a single array, with each vector's squared norm computed once: scoring a question
 * against all of them is one pass over contiguous memory, one dot product per vector.
 */
final class VectorColumn {
    private final float[] packed;
    private final int[] offsets;
    private final int[] lengths;
    private final double[] squares;

    VectorColumn(List<float[]> vectors) {
        int size = vectors.size();
        offsets = new int[size];
        lengths = new int[size];
        squares = new double[size];
        int total = 0;
        for (int i = 0; i < size; i++) {
            float[] vector = vectors.get(i);
            offsets[i] = total;
            lengths[i] = vector == null ? -1 : vector.length;
            total += vector == null ? 0 : vector.length;
        }
        packed = new float[total];
        for (int i = 0; i < size; i++) {
            float[] vector = vectors.get(i);
            if (vector != null) {
                System.arraycopy(vector, 0, packed, offsets[i], vector.length);
                squares[i] = Vectors.squares(vector);
            }
        }
    }

    /** A copy of the vector at {@code position}, null when that item has none. */
    float[] get(int position) {
        return lengths[position] < 0 ? null
                : Arrays.copyOfRange(packed, offsets[position], offsets[position] + lengths[position]);
    }

    /** The cosine of {@code asked} to every vector, by position; 0 for a missing vector. */
    double[] cosines(float[] asked) {
        double askedSquares = Vectors.squares(asked);
        double[] cosines = new double[squares.length];
        for (int i = 0; i < cosines.length; i++) {
            if (lengths[i] < 0) {
                continue;
            }
            if (lengths[i] != asked.length) {
                throw new IllegalArgumentException("a vector of " + lengths[i] + " dimensions scored against a "
                        + "question of " + asked.length + ": the embedding cache mixes two models");
            }
            cosines[i] = Vectors.cosine(asked, askedSquares, packed, offsets[i], squares[i]);
        }
        return cosines;
    }
}
