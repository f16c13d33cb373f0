package dev.steward.retrieval;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;

/**
 * Loads the in-process all-MiniLM-L6-v2 sentence embedder (ONNX model and tokenizer ship inside a Maven jar,
 * so it works offline). Loading costs a few seconds of CPU: call it from a background job, once per process.
 */
public final class EmbeddingModelLoader {

    public EmbeddingModel load() {
        return new AllMiniLmL6V2EmbeddingModel();
    }

    /** The model's name as recorded next to cached embeddings (a different model means different vectors). */
    public String modelName() {
        return "all-MiniLM-L6-v2";
    }
}
