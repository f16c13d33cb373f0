package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuestionEmbeddingsTest {
    @TempDir
    Path cacheDir;

    private final AtomicFiles files = new AtomicFiles();

    @Test
    void aQuestionAskedInOneRunIsNotEmbeddedAgainInTheNextOneAndGetsTheSameVector() {
        CountingEmbedder model = new CountingEmbedder(new RandomHashEmbedder());
        QuestionEmbeddings first = new QuestionEmbeddings(model, new EmbeddingCache(cacheDir, files));
        float[] asked = first.embedAll(List.of("revenue by region?")).get(0);
        first.embedAll(List.of("revenue by region?"));
        first.save();
        assertThat(model.texts()).isEqualTo(1);

        QuestionEmbeddings next = new QuestionEmbeddings(model, new EmbeddingCache(cacheDir, files));
        List<float[]> again = next.embedAll(List.of("revenue by region?", "deals per rep?"));

        assertThat(model.texts()).as("only the new question reaches the model").isEqualTo(2);
        assertThat(again.get(0)).isEqualTo(asked);
        assertThat(again.get(1)).isEqualTo(new RandomHashEmbedder().embedAll(List.of("deals per rep?")).get(0));
        assertThat(Files.exists(cacheDir.resolve("embeddings").resolve("random-hash.questions.vec"))).isTrue();
    }

    @Test
    void theIndexCacheOfTheSameModelKeepsItsOwnFile() {
        RandomHashEmbedder model = new RandomHashEmbedder();
        QuestionEmbeddings questions = new QuestionEmbeddings(model, new EmbeddingCache(cacheDir, files));
        questions.embedAll(List.of("revenue by region?"));
        questions.save();
        CountingEmbedder counting = new CountingEmbedder(model);

        new EmbeddingCache(cacheDir, files).embedAll(counting, List.of("orders table"));
        QuestionEmbeddings reopened = new QuestionEmbeddings(counting, new EmbeddingCache(cacheDir, files));
        reopened.embedAll(List.of("revenue by region?"));

        assertThat(counting.texts()).as("the index rewrite did not drop the question").isEqualTo(1);
    }

    @Test
    void aDamagedFileIsOnlyLostWork() throws Exception {
        Path file = Files.createDirectories(cacheDir.resolve("embeddings")).resolve("random-hash.questions.vec");
        Files.writeString(file, "not a cache");
        CountingEmbedder model = new CountingEmbedder(new RandomHashEmbedder());

        new QuestionEmbeddings(model, new EmbeddingCache(cacheDir, files)).embedAll(List.of("q?"));

        assertThat(model.texts()).isEqualTo(1);
    }
}
