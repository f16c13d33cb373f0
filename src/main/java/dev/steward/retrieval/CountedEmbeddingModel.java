package dev.steward.retrieval;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.output.Response;
import java.util.List;

/**
 * The loaded model with each embedding call counted in {@link OnnxCalls}: one text runs in the caller's thread,
 * several on the model's threads (counted as they are submitted), and the call waits for them all.
 */
final class CountedEmbeddingModel implements EmbeddingModel {
    private final EmbeddingModel model;
    private final OnnxCalls calls;

    CountedEmbeddingModel(EmbeddingModel model, OnnxCalls calls) {
        this.model = model;
        this.calls = calls;
    }

    @Override
    public Response<List<Embedding>> embedAll(List<TextSegment> segments) {
        return calls.call(() -> model.embedAll(segments));
    }

    @Override
    public int dimension() {
        return calls.call(model::dimension);
    }

    @Override
    public String modelName() {
        return model.modelName();
    }
}
