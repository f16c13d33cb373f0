package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.AtomicFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EmbeddingCacheTest {
    @TempDir
    Path project;

    private final List<String> texts = List.of("orders one row per order", "customers who buy", "products sold");

    private EmbeddingCache cache() {
        return new EmbeddingCache(project.resolve(".steward"), new AtomicFiles());
    }

    private Path cacheFile() {
        return project.resolve(".steward/embeddings/fake-model.vec");
    }

    @Test
    void secondOpenEmbedsNothingAndReturnsTheSameVectors() {
        FakeEmbedder first = new FakeEmbedder();
        List<float[]> before = cache().embedAll(first, texts);
        FakeEmbedder second = new FakeEmbedder();
        List<float[]> after = cache().embedAll(second, texts);

        assertThat(first.calls()).containsExactly(texts);
        assertThat(second.calls()).isEmpty();
        assertThat(after).hasSize(3);
        for (int i = 0; i < texts.size(); i++) {
            assertThat(after.get(i)).containsExactly(before.get(i));
        }
    }

    @Test
    void onlyNewTextsAreEmbeddedInOneBatch() {
        cache().embedAll(new FakeEmbedder(), texts);
        FakeEmbedder second = new FakeEmbedder();
        cache().embedAll(second, List.of("customers who buy", "targets per region", "returns"));

        assertThat(second.calls()).containsExactly(List.of("targets per region", "returns"));
    }

    @Test
    void aCorruptCacheIsRebuiltNotFatal() throws Exception {
        cache().embedAll(new FakeEmbedder(), texts);
        byte[] bytes = Files.readAllBytes(cacheFile());
        Files.write(cacheFile(), java.util.Arrays.copyOf(bytes, bytes.length - 7));

        FakeEmbedder afterTruncation = new FakeEmbedder();
        cache().embedAll(afterTruncation, texts);
        Files.writeString(cacheFile(), "not a cache at all");
        FakeEmbedder afterGarbage = new FakeEmbedder();
        cache().embedAll(afterGarbage, texts);
        FakeEmbedder afterRebuild = new FakeEmbedder();
        cache().embedAll(afterRebuild, texts);

        assertThat(afterTruncation.textsEmbedded()).isEqualTo(3);
        assertThat(afterGarbage.textsEmbedded()).isEqualTo(3);
        assertThat(afterRebuild.calls()).isEmpty();
    }

    @Test
    void anotherModelNeverReusesTheVectors() {
        cache().embedAll(new FakeEmbedder("model-a"), texts);
        FakeEmbedder other = new FakeEmbedder("model-b");
        cache().embedAll(other, texts);

        assertThat(other.textsEmbedded()).isEqualTo(3);
    }

    @Test
    void theCacheFolderIsIgnoredByGitAndAnExistingIgnoreFileIsKept() throws Exception {
        cache().embedAll(new FakeEmbedder(), texts);
        assertThat(project.resolve(".steward/.gitignore")).hasContent("*");

        Files.writeString(project.resolve(".steward/.gitignore"), "*\n# mine\n");
        cache().embedAll(new FakeEmbedder(), List.of("something new"));
        assertThat(project.resolve(".steward/.gitignore")).hasContent("*\n# mine");
    }

    @Test
    void entriesNoLongerUsedFallAway() throws Exception {
        cache().embedAll(new FakeEmbedder(), texts);
        long full = Files.size(cacheFile());
        cache().embedAll(new FakeEmbedder(), texts.subList(0, 1));

        assertThat(Files.size(cacheFile())).isLessThan(full);
        FakeEmbedder again = new FakeEmbedder();
        cache().embedAll(again, texts);
        assertThat(again.calls()).containsExactly(texts.subList(1, 3));
    }
}
