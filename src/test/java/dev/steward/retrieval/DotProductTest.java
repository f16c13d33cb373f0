package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class DotProductTest {
    private final Random random = new Random(20261202);

    @Test
    void theLanesGiveTheScalarLoopsDoubleBitForBit() {
        DotProduct lanes = new LaneDotProduct();
        for (int length : new int[] {1, 5, 7, 8, 9, 13, 16, 383, 384, 385, 768}) {
            for (int round = 0; round < 200; round++) {
                float[] asked = vector(length);
                float[] packed = vector(length * 3 + 5);
                int offset = random.nextInt(length * 2 + 5);
                double scalar = Vectors.scalarDot(asked, packed, offset);
                assertThat(Double.doubleToRawLongBits(lanes.dot(asked, packed, offset)))
                        .as("length %d, offset %d", length, offset).isEqualTo(Double.doubleToRawLongBits(scalar));
            }
        }
    }

    @Test
    void extremeComponentsAgreeToo() {
        DotProduct lanes = new LaneDotProduct();
        float[] asked = {Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE, 0f, -0f, 1e-30f, 3f, -7f, 1e30f};
        float[] other = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MIN_VALUE, -0f, -0f, 1e-30f, 1f / 3, 1e-7f, -1e30f};
        assertThat(Double.doubleToRawLongBits(lanes.dot(asked, other, 0)))
                .isEqualTo(Double.doubleToRawLongBits(Vectors.scalarDot(asked, other, 0)));
        float[] nan = {Float.NaN, 1, 2, 3, 4, 5, 6, 7};
        assertThat(lanes.dot(nan, nan, 0)).isNaN();
    }

    @Test
    void theJvmOfTheTestsUsesTheLanes() {
        // the surefire and launcher JVMs add jdk.incubator.vector; without it retrieval silently runs the scalar loop
        assertThat(ModuleLayer.boot().findModule("jdk.incubator.vector")).isPresent();
        if (LaneDotProduct.worthwhile()) {
            assertThat(DotProduct.fastest()).isInstanceOf(LaneDotProduct.class);
            assertThat(Vectors.dotProductName()).contains("SIMD");
        }
    }

    private float[] vector(int length) {
        float[] v = new float[length];
        for (int i = 0; i < length; i++) {
            v[i] = (float) (random.nextGaussian() * (random.nextInt(10) == 0 ? 1e6 : 1));
        }
        return v;
    }
}
