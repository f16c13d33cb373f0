package dev.steward.retrieval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.SimpleCollector;
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
        Scores all = all(question);
        Map<Integer, Double> scores = new HashMap<>();
        for (int i = 0; i < size; i++) {
            if (all.matched(i)) {
                scores.put(i, all.score(i));
            }
        }
        return scores;
    }

    /** The BM25 score of every document by position, in arrays (no boxing: retrieval asks this of 10,000s). */
    Scores all(String question) {
        Scores scores = new Scores(size);
        List<String> terms = analysis.terms(question);
        if (terms.isEmpty() || size == 0) {
            return scores;
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        terms.stream().distinct().forEach(t -> query.add(new TermQuery(new Term(FIELD, t)), BooleanClause.Occur.SHOULD));
        try {
            searcher.search(query.build(), new AllScores(scores));
            return scores;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** BM25 scores by document position; a document that shares no term with the question is not matched. */
    static final class Scores {
        private final float[] values; // Lucene scores in float: kept as such, half the memory of doubles
        private final boolean[] matched;

        Scores(int size) {
            values = new float[size];
            matched = new boolean[size];
        }

        boolean matched(int position) {
            return matched[position];
        }

        /** The score, 0 for a document that did not match. */
        double score(int position) {
            return values[position];
        }

        void put(int position, float score) {
            values[position] = score;
            matched[position] = true;
        }
    }

    /**
     * Collects the score of every matching document: no top-N priority queue to keep in order (a top-N search
     * for N = every document cost more than the scoring itself at 10,000 documents).
     */
    private static final class AllScores implements CollectorManager<AllScores.Collecting, Scores> {
        private final Scores scores;

        AllScores(Scores scores) {
            this.scores = scores;
        }

        @Override
        public Collecting newCollector() {
            return new Collecting(scores);
        }

        @Override
        public Scores reduce(Collection<Collecting> collectors) {
            return scores;
        }

        private static final class Collecting extends SimpleCollector {
            private final Scores scores;
            private Scorable scorer;
            private int docBase;

            Collecting(Scores scores) {
                this.scores = scores;
            }

            @Override
            protected void doSetNextReader(LeafReaderContext context) {
                docBase = context.docBase;
            }

            @Override
            public void setScorer(Scorable scorable) {
                this.scorer = scorable;
            }

            @Override
            public void collect(int doc) throws IOException {
                scores.put(docBase + doc, scorer.score());
            }

            @Override
            public ScoreMode scoreMode() {
                return ScoreMode.COMPLETE;
            }
        }
    }
}
