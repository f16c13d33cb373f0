package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class VectorColumnTest {

    @Test
    void cosinesWithPrecomputedNormsAreTheTextbookFormula() {
        Random random = new Random(3);
        float[] asked = randomVector(random);
        List<float[]> vectors = Arrays.asList(randomVector(random), null, new float[384], randomVector(random));

        double[] cosines = new VectorColumn(vectors).cosines(asked);

        // Eight partial sums instead of one running sum: equal to the textbook value up to rounding.
        assertThat(cosines[0]).isCloseTo(textbookCosine(asked, vectors.get(0)), within(1e-12));
        assertThat(cosines[1]).as("an item without a vector").isZero();
        assertThat(cosines[2]).as("a zero vector").isZero();
        assertThat(cosines[3]).isCloseTo(textbookCosine(asked, vectors.get(3)), within(1e-12));
        assertThat(new VectorColumn(vectors).get(3)).as("a packed vector reads back as it was").isEqualTo(vectors.get(3));
        assertThat(new VectorColumn(vectors).get(1)).isNull();
        assertThat(cosines[3]).isNotEqualTo(cosines[0]);
    }

    private static double textbookCosine(float[] a, float[] b) {
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            normA += (double) a[i] * a[i];
            normB += (double) b[i] * b[i];
        }
        return dot / Math.sqrt(normA * normB);
    }

    private static float[] randomVector(Random random) {
        float[] v = new float[384];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return v;
    }
}
