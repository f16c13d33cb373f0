package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.List;

/**
 * Embedding vectors of one kind (tables' raw or curated texts, examples, templates; null where an item has none)
 * with each vector's squared norm computed once, so scoring a question against all of them costs one dot product
 * per vector instead of three (measured: cosines were the largest part of retrieval at 10,000 items).
 */
final class VectorColumn {
    private final List<float[]> vectors;
    private final double[] squares;

    VectorColumn(List<float[]> vectors) {
        this.vectors = new ArrayList<>(vectors); // nulls allowed: List.copyOf refuses them
        this.squares = new double[vectors.size()];
        for (int i = 0; i < squares.length; i++) {
            float[] vector = vectors.get(i);
            squares[i] = vector == null ? 0.0 : Vectors.squares(vector);
        }
    }

    float[] get(int position) {
        return vectors.get(position);
    }

    /** The cosine of {@code asked} to every vector, by position; 0 for a missing vector. */
    double[] cosines(float[] asked) {
        double askedSquares = Vectors.squares(asked);
        double[] cosines = new double[squares.length];
        for (int i = 0; i < cosines.length; i++) {
            float[] vector = vectors.get(i);
            cosines[i] = vector == null ? 0.0 : Vectors.cosine(asked, askedSquares, vector, squares[i]);
        }
        return cosines;
    }
}
