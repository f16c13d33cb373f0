package dev.steward.retrieval;

/** Cosine similarity as openmedallion defines it: dot(a, b) / (|a| |b|), and 0 when either norm is 0. */
final class Vectors {
    private Vectors() {
    }

    static double cosine(float[] a, float[] b) {
        return cosine(a, squares(a), b, squares(b));
    }

    /**
     * The same cosine given both vectors' {@link #squares}, computed once for a vector scored many times. Each sum
     * is accumulated in the same order as a single loop would, so the value is bit-for-bit the same.
     */
    static double cosine(float[] a, double aSquares, float[] b, double bSquares) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
        }
        return aSquares == 0 || bSquares == 0 ? 0.0 : dot / Math.sqrt(aSquares * bSquares);
    }

    /** The sum of the squared components (the squared norm). */
    static double squares(float[] v) {
        double sum = 0;
        for (float component : v) {
            sum += (double) component * component;
        }
        return sum;
    }
}
