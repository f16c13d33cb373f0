package dev.steward.retrieval;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import java.util.List;

/** The in-process all-MiniLM-L6-v2 embedder (384 dimensions) behind the {@link Embedder} port. */
public final class MiniLmEmbedder implements Embedder {
    private final EmbeddingModel model;
    private final String modelName;

    /** @param loader loads the model now; call this off the UI thread (a few seconds). */
    public MiniLmEmbedder(EmbeddingModelLoader loader) {
        this.model = loader.load();
        this.modelName = loader.modelName();
    }

    /** @param model a model already loaded (the app loads it once for every user of it) */
    public MiniLmEmbedder(EmbeddingModel model, String modelName) {
        this.model = model;
        this.modelName = modelName;
    }

    @Override
    public String modelName() {
        return modelName;
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        if (texts.isEmpty()) {
            return List.of();
        }
        List<TextSegment> segments = texts.stream().map(TextSegment::from).toList();
        return model.embedAll(segments).content().stream().map(Embedding::vector).toList();
    }
}
