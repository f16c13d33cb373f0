package dev.steward.retrieval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.custom.CustomAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The one text analysis used by BM25 and by literal matching, so both agree on what a word is: whitespace
 * tokens, split at underscores, punctuation and case changes ({@code txn_date}, {@code repId}), lower-cased,
 * English stop words and possessives dropped, Porter-stemmed ({@code reps} and {@code rep} match). Built from
 * Lucene's stock filters.
 */
final class NameAwareAnalyzer {
    private final Analyzer analyzer;

    NameAwareAnalyzer() {
        try {
            analyzer = CustomAnalyzer.builder()
                    .withTokenizer("whitespace")
                    .addTokenFilter("wordDelimiterGraph", "generateWordParts", "1", "generateNumberParts", "1",
                            "splitOnCaseChange", "1", "splitOnNumerics", "0", "preserveOriginal", "0")
                    .addTokenFilter("lowercase")
                    .addTokenFilter("stop")
                    .addTokenFilter("englishPossessive")
                    .addTokenFilter("porterStem")
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Analyzer lucene() {
        return analyzer;
    }

    /** The stemmed terms of {@code text} in order. */
    List<String> terms(String text) {
        List<String> terms = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream("text", text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return terms;
    }
}
