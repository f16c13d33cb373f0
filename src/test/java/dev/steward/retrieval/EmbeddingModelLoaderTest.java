package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model is read from a copy in the cache folder (not through the heap) and gives the jar model's vectors. */
class EmbeddingModelLoaderTest {
    private static final long MODEL_BYTES = 90_387_606L; // all-minilm-l6-v2.onnx in langchain4j 1.11.0-beta19

    @TempDir
    Path folder;

    @Test
    void theModelFromItsCopyEmbedsExactlyAsTheModelFromTheJar() {
        EmbeddingModel copied = new EmbeddingModelLoader(folder.resolve("model")).load();
        String text = "monthly revenue by customer segment";

        float[] fromCopy = copied.embed(text).content().vector();
        float[] fromJar = new AllMiniLmL6V2EmbeddingModel().embed(text).content().vector();

        assertThat(fromCopy).hasSize(384).containsExactly(fromJar);
        assertThat(folder.resolve("model/all-minilm-l6-v2.onnx")).hasSize(MODEL_BYTES);
        assertThat(folder.resolve("model/all-minilm-l6-v2-tokenizer.json")).isRegularFile();
    }

    @Test
    void aProcessLoadsTheModelOfOneFolderOnce() {
        // Each load is an ONNX session (~75 MB native, threads) that nothing frees: the suite's JVM once held 20 GB.
        EmbeddingModel first = new EmbeddingModelLoader().load();

        assertThat(new EmbeddingModelLoader().load()).as("the same folder: the same model").isSameAs(first);
        EmbeddingModelLoader fresh = new EmbeddingModelLoader(folder.resolve("model"), new OnnxCalls(),
                new LoadedModels());
        EmbeddingModel other = fresh.load();
        assertThat(other).as("its own LoadedModels: loaded anew").isNotSameAs(first);
        assertThat(other.embed("revenue").content().vector()).containsExactly(first.embed("revenue").content()
                .vector());
    }

    @Test
    void aCompleteCopyIsKeptAndATruncatedOneIsReplaced() throws Exception {
        EmbeddingModelLoader loader = new EmbeddingModelLoader(folder);
        Path model = loader.extracted("all-minilm-l6-v2.onnx");
        FileTime written = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(model, written);

        assertThat(loader.extracted("all-minilm-l6-v2.onnx")).isEqualTo(model);
        assertThat(Files.getLastModifiedTime(model)).isEqualTo(written);

        Files.write(model, new byte[] {1, 2, 3});
        loader.extracted("all-minilm-l6-v2.onnx");
        assertThat(model).hasSize(MODEL_BYTES);
        try (var left = Files.list(folder)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("all-minilm-l6-v2.onnx");
        }
    }
}
