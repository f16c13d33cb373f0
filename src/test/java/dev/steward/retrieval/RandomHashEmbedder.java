package dev.steward.retrieval;

import java.util.List;
import java.util.Random;

/**
 * A broken embedder for {@link SampleRetrievalTest}: each text gets a vector drawn at random from its hash, so
 * similar texts are no closer than any others. Retrieval ranked by it must fail the sample's bar.
 */
final class RandomHashEmbedder implements Embedder {
    private static final int DIMENSIONS = 384;

    @Override
    public String modelName() {
        return "random-hash";
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        return texts.stream().map(RandomHashEmbedder::vector).toList();
    }

    private static float[] vector(String text) {
        Random random = new Random(text.hashCode());
        float[] vector = new float[DIMENSIONS];
        for (int i = 0; i < DIMENSIONS; i++) {
            vector[i] = (float) random.nextGaussian();
        }
        return vector;
    }
}
