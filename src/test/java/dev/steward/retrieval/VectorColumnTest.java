package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class VectorColumnTest {

    @Test
    void cosinesWithPrecomputedNormsAreExactlyTheTextbookFormula() {
        Random random = new Random(3);
        float[] asked = randomVector(random);
        List<float[]> vectors = Arrays.asList(randomVector(random), null, new float[384], randomVector(random));

        double[] cosines = new VectorColumn(vectors).cosines(asked);

        assertThat(cosines[0]).isEqualTo(textbookCosine(asked, vectors.get(0)));
        assertThat(cosines[1]).as("an item without a vector").isZero();
        assertThat(cosines[2]).as("a zero vector").isZero();
        assertThat(cosines[3]).isEqualTo(textbookCosine(asked, vectors.get(3)));
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
