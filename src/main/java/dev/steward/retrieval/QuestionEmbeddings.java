package dev.steward.retrieval;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Question vectors kept across runs in the project's embedding cache ({@code .steward/embeddings/<model>
 * .questions.vec}), keyed by the question's text: eval asks the same questions every run, and the model call was
 * ~40% of an eval's time. An {@link Embedder} for a {@link Retriever}'s questions; {@link #save} writes what was
 * learned, the most recently asked {@value #KEPT} questions. Not for the index's texts (those have their own file,
 * rewritten to the corpus). Safe for one thread at a time.
 */
public final class QuestionEmbeddings implements Embedder {
    static final int KEPT = 5_000;

    private final Embedder model;
    private final EmbeddingCache cache;
    private final Path file;
    private Map<String, float[]> known;
    private boolean changed;

    public QuestionEmbeddings(Embedder model, EmbeddingCache cache) {
        this.model = model;
        this.cache = cache;
        this.file = cache.file(model.modelName(), ".questions");
    }

    @Override
    public String modelName() {
        return model.modelName();
    }

    @Override
    public synchronized List<float[]> embedAll(List<String> texts) {
        Map<String, float[]> vectors = known();
        List<String> keys = texts.stream().map(EmbeddingCache::key).toList();
        Set<String> missing = new LinkedHashSet<>();
        for (int i = 0; i < texts.size(); i++) {
            if (!vectors.containsKey(keys.get(i))) {
                missing.add(texts.get(i));
            }
        }
        List<String> asked = List.copyOf(missing);
        List<float[]> fresh = asked.isEmpty() ? List.of() : model.embedAll(asked);
        for (int i = 0; i < asked.size(); i++) {
            vectors.put(EmbeddingCache.key(asked.get(i)), fresh.get(i));
        }
        List<float[]> answer = new ArrayList<>();
        for (String key : keys) {
            float[] vector = vectors.remove(key); // re-inserted last: the most recently asked are kept
            vectors.put(key, vector);
            answer.add(vector.clone());
        }
        changed |= !texts.isEmpty();
        return answer;
    }

    /** Writes the cache file when a question was asked since it was read (the newest {@value #KEPT} entries). */
    public synchronized void save() {
        if (!changed) {
            return;
        }
        Map<String, float[]> vectors = known();
        Map<String, float[]> kept = new LinkedHashMap<>();
        vectors.entrySet().stream().skip(Math.max(0, vectors.size() - KEPT))
                .forEach(e -> kept.put(e.getKey(), e.getValue()));
        cache.write(file, kept);
        changed = false;
    }

    private Map<String, float[]> known() {
        if (known == null) {
            known = cache.read(file);
        }
        return known;
    }
}
