package dev.steward.retrieval;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * {@link DotProduct} on SIMD lanes (the incubating Vector API of Java 17; loaded only when that module is
 * present). Two four-lane double accumulators hold exactly the scalar loop's eight partial sums: components are
 * widened to double and multiplied, then added, lane by lane, in the scalar loop's order — so the result is the
 * same double. About 3-4x faster than the scalar loop on 384 components (docs/performance.md, ADR 42).
 */
final class LaneDotProduct implements DotProduct {
    private static final VectorSpecies<Float> FOUR_FLOATS = FloatVector.SPECIES_128;
    private static final VectorSpecies<Double> FOUR_DOUBLES = DoubleVector.SPECIES_256;

    /**
     * True when the CPU runs 256-bit vectors natively; on narrower hardware the API falls back to a Java
     * emulation that is many times slower than the scalar loop.
     */
    static boolean worthwhile() {
        return DoubleVector.SPECIES_PREFERRED.vectorBitSize() >= FOUR_DOUBLES.vectorBitSize();
    }

    @Override
    public double dot(float[] a, float[] packed, int offset) {
        DoubleVector low = DoubleVector.zero(FOUR_DOUBLES);
        DoubleVector high = DoubleVector.zero(FOUR_DOUBLES);
        int i = 0;
        for (int n = a.length - 7; i < n; i += 8) {
            int j = offset + i;
            low = low.add(widened(a, i).mul(widened(packed, j)));
            high = high.add(widened(a, i + 4).mul(widened(packed, j + 4)));
        }
        double s0 = low.lane(0);
        for (; i < a.length; i++) {
            s0 += (double) a[i] * packed[offset + i];
        }
        return ((s0 + low.lane(1)) + (low.lane(2) + low.lane(3)))
                + ((high.lane(0) + high.lane(1)) + (high.lane(2) + high.lane(3)));
    }

    private static DoubleVector widened(float[] values, int from) {
        return (DoubleVector) FloatVector.fromArray(FOUR_FLOATS, values, from)
                .convertShape(VectorOperators.F2D, FOUR_DOUBLES, 0);
    }
}
