package dev.steward.retrieval;

/**
 * Cosine similarity as openmedallion defines it: dot(a, b) / (|a| |b|), and 0 when either norm is 0.
 *
 * <p>Sums are taken in double precision over eight independent partial sums (components i, i+8, ... in each), then
 * added pairwise: a single running sum makes every addition wait for the previous one, which made cosines the
 * largest part of retrieval at 10,000 items. The value can differ from a single loop's in its last bits.
 *
 * <p>The sums run on SIMD lanes where the JVM can ({@link DotProduct#fastest()}), with the same result.
 */
final class Vectors {
    /** Chosen once per JVM from what it was started with; stateless, so a constant rather than shared state. */
    private static final DotProduct DOT = DotProduct.fastest();

    private Vectors() {
    }

    static double cosine(float[] a, float[] b) {
        return cosine(a, squares(a), b, 0, squares(b));
    }

    /**
     * The cosine of {@code a} to the {@code a.length} components of {@code packed} from {@code offset}, given both
     * vectors' {@link #squares} (computed once for a vector scored many times).
     */
    static double cosine(float[] a, double aSquares, float[] packed, int offset, double bSquares) {
        if (aSquares == 0 || bSquares == 0) {
            return 0.0;
        }
        return DOT.dot(a, packed, offset) / Math.sqrt(aSquares * bSquares);
    }

    /** The sum of the squared components (the squared norm). */
    static double squares(float[] v) {
        return DOT.dot(v, v, 0);
    }

    /** Which dot product this JVM uses (for the benchmark's report). */
    static String dotProductName() {
        return DOT instanceof LaneDotProduct ? "SIMD lanes (jdk.incubator.vector)" : "scalar";
    }

    static double scalarDot(float[] a, float[] packed, int offset) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        double s4 = 0;
        double s5 = 0;
        double s6 = 0;
        double s7 = 0;
        int i = 0;
        for (int n = a.length - 7; i < n; i += 8) {
            int j = offset + i;
            s0 += (double) a[i] * packed[j];
            s1 += (double) a[i + 1] * packed[j + 1];
            s2 += (double) a[i + 2] * packed[j + 2];
            s3 += (double) a[i + 3] * packed[j + 3];
            s4 += (double) a[i + 4] * packed[j + 4];
            s5 += (double) a[i + 5] * packed[j + 5];
            s6 += (double) a[i + 6] * packed[j + 6];
            s7 += (double) a[i + 7] * packed[j + 7];
        }
        for (; i < a.length; i++) {
            s0 += (double) a[i] * packed[offset + i];
        }
        return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
    }
}
