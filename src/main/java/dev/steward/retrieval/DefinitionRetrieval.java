package dev.steward.retrieval;

import dev.steward.definitions.Audience;
import dev.steward.definitions.ConceptCandidates;
import dev.steward.definitions.ConceptDocuments;
import dev.steward.definitions.DefinitionSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Hybrid candidates for concept matching (issue 20, resolution step 2; ADR 34): the concept definitions of the set
 * the audience sees, ranked for a question by {@link HybridRanking}. The embedding cache stays clean of restricted
 * text: only the documents everyone may see — built from unrestricted versions alone — are embedded into the
 * project's shared file ({@code .steward/embeddings/<model>.definitions.vec}, rewritten to exactly those); a
 * document holding anything restricted is embedded only when an audience that sees it asks, and its vector lives in
 * this object's memory, never on disk. Safe for one thread at a time.
 */
public final class DefinitionRetrieval implements ConceptCandidates {
    static final String CACHE_KIND = ".definitions";

    private static final int KEPT_RANKINGS = 8;
    private final List<ConceptDocuments.Document> shared;
    private final Embedder documents;
    private final Embedder questions;
    private final EmbeddingCache cache;
    private final int rrfK;
    private final Map<String, float[]> vectors = new HashMap<>();
    /**
     * The ranking of each visible set's documents, by their texts (an audience asks many questions of one set;
     * building the BM25 index per question was a fifth of an eval's time). The newest few sets are kept.
     */
    private final Map<List<String>, HybridRanking> rankings = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<List<String>, HybridRanking> eldest) {
            return size() > KEPT_RANKINGS;
        }
    };
    private boolean sharedLoaded;

    /**
     * @param all       every definition of the project (only its unrestricted documents are ever cached)
     * @param documents the model that embeds definition documents (never a question cache)
     * @param questions the embedder of questions
     * @param cache     the project's embedding cache, or null to keep every vector in memory
     */
    public DefinitionRetrieval(DefinitionSet all, Embedder documents, Embedder questions, EmbeddingCache cache,
                               int rrfK) {
        this.shared = ConceptDocuments.of(all.visibleTo(Audience.everyone())).stream()
                .filter(d -> !d.restricted()).toList();
        this.documents = documents;
        this.questions = questions;
        this.cache = cache;
        this.rrfK = rrfK;
    }

    @Override
    public synchronized List<Candidate> rank(DefinitionSet visible, String question) {
        List<ConceptDocuments.Document> docs = ConceptDocuments.of(visible);
        if (docs.isEmpty() || question.isBlank()) {
            return List.of();
        }
        List<String> texts = docs.stream().map(ConceptDocuments.Document::text).toList();
        float[] asked = questions.embedAll(List.of(question)).get(0);
        List<Candidate> ranked = new ArrayList<>();
        HybridRanking ranking = rankings.get(texts);
        if (ranking == null) {
            ranking = new HybridRanking(texts, vectorsOf(docs), rrfK);
            rankings.put(texts, ranking);
        }
        for (HybridRanking.Hit hit : ranking.rank(question, asked)) {
            ranked.add(new Candidate(docs.get(hit.position()).definitionId(), hit.score(), hit.cosine(),
                    hit.lexical()));
        }
        return ranked;
    }

    private List<float[]> vectorsOf(List<ConceptDocuments.Document> docs) {
        loadShared();
        List<String> missing = docs.stream().map(ConceptDocuments.Document::text)
                .filter(t -> !vectors.containsKey(EmbeddingCache.key(t))).distinct().toList();
        if (!missing.isEmpty()) {
            // Restricted documents (or any the shared file could not hold): embedded here, kept in memory only.
            List<float[]> fresh = documents.embedAll(missing);
            for (int i = 0; i < missing.size(); i++) {
                vectors.put(EmbeddingCache.key(missing.get(i)), fresh.get(i));
            }
        }
        return docs.stream().map(d -> vectors.get(EmbeddingCache.key(d.text()))).toList();
    }

    /** The unrestricted documents, through the project's cache file (embedded once, reused across runs). */
    private void loadShared() {
        if (sharedLoaded || shared.isEmpty()) {
            return;
        }
        List<String> texts = shared.stream().map(ConceptDocuments.Document::text).toList();
        List<float[]> embedded = cache == null ? documents.embedAll(texts)
                : cache.embedAll(documents, texts, CACHE_KIND);
        for (int i = 0; i < texts.size(); i++) {
            vectors.put(EmbeddingCache.key(texts.get(i)), embedded.get(i));
        }
        sharedLoaded = true;
    }
}
