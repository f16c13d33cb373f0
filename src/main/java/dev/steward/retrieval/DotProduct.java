package dev.steward.retrieval;

/**
 * The dot product of a question vector with one vector packed in a larger array, in double precision over eight
 * partial sums (components i, i+8, ... in each, the tail in the first), added pairwise at the end. Every
 * implementation returns the same double, bit for bit: rankings, ties and the scores shown do not depend on which
 * one the JVM can run ({@link #fastest()}).
 */
interface DotProduct {

    double dot(float[] a, float[] packed, int offset);

    /**
     * {@link LaneDotProduct} when the JVM was started with the incubating Vector API ({@code --add-modules
     * jdk.incubator.vector}, as {@code ./steward} does; the installed launchers do not, ADR 43) and the CPU has
     * 256-bit vectors, else the scalar loop.
     */
    static DotProduct fastest() {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent() && LaneDotProduct.worthwhile()) {
            return new LaneDotProduct();
        }
        return Vectors::scalarDot;
    }
}
