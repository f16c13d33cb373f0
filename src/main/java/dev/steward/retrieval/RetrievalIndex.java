package dev.steward.retrieval;

import dev.steward.examples.Example;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A corpus made searchable: its embeddings (one batched call for everything not cached) and three in-memory BM25
 * indices. Built once per project, off the UI thread; immutable afterwards and safe to share.
 */
public final class RetrievalIndex {
    private final RetrievalCorpus corpus;
    private final VectorColumn curatedVectors;
    private final VectorColumn rawVectors;
    private final VectorColumn exampleVectors;
    private final VectorColumn templateVectors;
    private final LexicalIndex tableLexical;
    private final LexicalIndex exampleLexical;
    private final LexicalIndex templateLexical;
    private final int[] allTables;
    private final int[] approvedTables;
    private final int[] allExamples;
    /** Table name to the position of the first table so named. */
    private final Map<String, Integer> positions = new HashMap<>();

    private RetrievalIndex(RetrievalCorpus corpus, List<float[]> vectors, NameAwareAnalyzer analysis) {
        this.corpus = corpus;
        int tables = corpus.tables().size();
        int examples = corpus.examples().size();
        int templates = corpus.templates().size();
        this.rawVectors = new VectorColumn(vectors.subList(0, tables));
        this.exampleVectors = new VectorColumn(vectors.subList(tables, tables + examples));
        this.templateVectors = new VectorColumn(vectors.subList(tables + examples, tables + examples + templates));
        List<float[]> curated = new ArrayList<>();
        int next = tables + examples + templates;
        for (TableDocument table : corpus.tables()) {
            curated.add(table.approved() ? vectors.get(next++) : null);
        }
        this.curatedVectors = new VectorColumn(curated);
        this.tableLexical = new LexicalIndex(analysis, corpus.tables().stream().map(TableDocument::lexicalText).toList());
        this.exampleLexical = new LexicalIndex(analysis, corpus.examples().stream().map(Example::question).toList());
        this.templateLexical = new LexicalIndex(analysis, corpus.templates().stream().map(Example::question).toList());
        this.allTables = IntStream.range(0, tables).toArray();
        this.approvedTables = IntStream.range(0, tables).filter(i -> corpus.tables().get(i).approved()).toArray();
        this.allExamples = IntStream.range(0, examples).toArray();
        for (int i = tables - 1; i >= 0; i--) {
            positions.put(corpus.tables().get(i).name(), i);
        }
    }

    /** Embeds what the cache does not hold (in one batch) and builds the BM25 indices. */
    public static RetrievalIndex build(RetrievalCorpus corpus, Embedder embedder, EmbeddingCache cache) {
        List<String> texts = new ArrayList<>();
        corpus.tables().forEach(t -> texts.add(t.rawText()));
        corpus.examples().forEach(e -> texts.add(e.question()));
        corpus.templates().forEach(e -> texts.add(e.question()));
        corpus.tables().stream().filter(TableDocument::approved).forEach(t -> texts.add(t.curatedText()));
        return new RetrievalIndex(corpus, cache.embedAll(embedder, texts), new NameAwareAnalyzer());
    }

    public RetrievalCorpus corpus() {
        return corpus;
    }

    /** The corpus position of the first table so named, -1 when there is none. */
    int position(String table) {
        return positions.getOrDefault(table, -1);
    }

    /**
     * Every table's position, in corpus order: the candidates of a fallback ranking (shared by every retrieval, so
     * read-only, like the next two).
     */
    int[] allTables() {
        return allTables;
    }

    /** The positions of the approved tables, in corpus order: the candidates of a curated ranking. */
    int[] approvedTables() {
        return approvedTables;
    }

    /** Every example's position, in corpus order. */
    int[] allExamples() {
        return allExamples;
    }

    /** The curated-text vector of an approved table, null for others. */
    float[] curatedVector(int table) {
        return curatedVectors.get(table);
    }

    float[] rawVector(int table) {
        return rawVectors.get(table);
    }

    float[] exampleVector(int example) {
        return exampleVectors.get(example);
    }

    float[] templateVector(int template) {
        return templateVectors.get(template);
    }

    /** Cosine of the question to each table's curated text (0 for tables that are not approved). */
    double[] curatedCosines(float[] asked) {
        return curatedVectors.cosines(asked);
    }

    double[] rawCosines(float[] asked) {
        return rawVectors.cosines(asked);
    }

    double[] exampleCosines(float[] asked) {
        return exampleVectors.cosines(asked);
    }

    double[] templateCosines(float[] asked) {
        return templateVectors.cosines(asked);
    }

    LexicalIndex tableLexical() {
        return tableLexical;
    }

    LexicalIndex exampleLexical() {
        return exampleLexical;
    }

    LexicalIndex templateLexical() {
        return templateLexical;
    }
}
