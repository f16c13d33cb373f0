package dev.steward.retrieval;

import dev.steward.catalog.Catalog;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;

/**
 * Composes retrieval for one project: reads its knowledge, builds the index (embeddings from the project's
 * on-disk cache) and returns a ready {@link Retriever}. Call off the UI thread.
 */
public final class ProjectRetrieval {
    private final ProjectCorpusReader reader;
    private final AtomicFiles files;

    public ProjectRetrieval(ProjectCorpusReader reader, AtomicFiles files) {
        this.reader = reader;
        this.files = files;
    }

    public Retriever open(Project project, Catalog catalog, Embedder embedder, RetrievalSettings settings) {
        return open(project, catalog, embedder, embedder, settings);
    }

    /** The same, with the questions embedded by {@code questions} (e.g. {@link #questionCache}). */
    public Retriever open(Project project, Catalog catalog, Embedder embedder, Embedder questions,
                          RetrievalSettings settings) {
        RetrievalCorpus corpus = reader.read(project, catalog);
        EmbeddingCache cache = new EmbeddingCache(project.cacheDir(), files);
        RetrievalIndex index = RetrievalIndex.build(corpus, embedder, cache);
        return new Retriever(index, questions, settings, embedder, cache);
    }

    /** Question vectors of {@code project} kept across runs (save it when the run is over). */
    public QuestionEmbeddings questionCache(Project project, Embedder embedder) {
        return new QuestionEmbeddings(embedder, new EmbeddingCache(project.cacheDir(), files));
    }
}
