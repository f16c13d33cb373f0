package dev.steward.retrieval;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** Wraps a real embedder and counts the texts it embeds. */
final class CountingEmbedder implements Embedder {
    private final Embedder inner;
    private final AtomicInteger texts = new AtomicInteger();

    CountingEmbedder(Embedder inner) {
        this.inner = inner;
    }

    @Override
    public String modelName() {
        return inner.modelName();
    }

    @Override
    public List<float[]> embedAll(List<String> batch) {
        texts.addAndGet(batch.size());
        return inner.embedAll(batch);
    }

    int texts() {
        return texts.get();
    }
}
