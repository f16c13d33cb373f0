package dev.steward.retrieval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.similarities.BM25Similarity;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * BM25 over a fixed list of documents, held in memory (Lucene {@link ByteBuffersDirectory}). Built once per
 * project; {@link #scores} answers with the BM25 score of every document that shares a term with the question.
 */
final class LexicalIndex {
    private static final String FIELD = "text";

    private final NameAwareAnalyzer analysis;
    private final IndexSearcher searcher;
    private final int size;

    LexicalIndex(NameAwareAnalyzer analysis, List<String> documents) {
        this.analysis = analysis;
        this.size = documents.size();
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        // One segment, never merged: Lucene's doc ids are then the add order, i.e. the corpus positions.
        IndexWriterConfig config = new IndexWriterConfig(analysis.lucene()).setSimilarity(new BM25Similarity())
                .setMergePolicy(NoMergePolicy.INSTANCE).setRAMBufferSizeMB(256);
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            for (int i = 0; i < documents.size(); i++) {
                Document doc = new Document();
                doc.add(new TextField(FIELD, documents.get(i), Field.Store.NO));
                writer.addDocument(doc);
            }
            writer.commit();
            searcher = new IndexSearcher(DirectoryReader.open(directory));
            searcher.setSimilarity(new BM25Similarity());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Document position to BM25 score, for documents that match at least one question term. */
    Map<Integer, Double> scores(String question) {
        Map<Integer, Double> scores = new HashMap<>();
        List<String> terms = analysis.terms(question);
        if (terms.isEmpty() || size == 0) {
            return scores;
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        terms.stream().distinct().forEach(t -> query.add(new TermQuery(new Term(FIELD, t)), BooleanClause.Occur.SHOULD));
        try {
            for (ScoreDoc hit : searcher.search(query.build(), size).scoreDocs) {
                scores.put(hit.doc, (double) hit.score);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return scores;
    }
}
