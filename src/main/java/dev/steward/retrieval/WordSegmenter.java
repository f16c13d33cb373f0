package dev.steward.retrieval;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Splits glued upper-case schema names into the words a person would type: {@code HASSHIPPEDQUANTITY} → "HAS
 * SHIPPED QUANTITY", by the cheapest split into known words. Known words and their frequency ranks come from the
 * embedding model's own WordPiece vocabulary (whole words, ordered by frequency): a word of rank r costs
 * ln((r + 1) · ln N), as in Zipf-based word segmentation. Everything else is left as written: separators and digits,
 * snake_case, and camelCase (the lexical analyzer splits it already; splitting it for the embedding too was measured
 * on AdventureWorks and gained nothing, docs/retrieval-quality.md), and lower-case words, which are mostly real
 * words the vocabulary lacks ({@code invoice} would become "in voice", {@code playlist} "play list"). An upper-case
 * run is split only when it is at least {@value #MIN_GLUED} letters, is no known word (or its plural), and every
 * piece is a known word of 3+ letters or {@code id}; otherwise it is left whole ({@code CUSTID}, {@code ROWGUID}).
 * Without the vocabulary nothing is split.
 */
final class WordSegmenter {
    /** Where the all-MiniLM-L6-v2 jar keeps its tokenizer (a Hugging Face tokenizer.json). */
    static final String VOCABULARY = "all-minilm-l6-v2-tokenizer.json";
    private static final int FIRST_WORD_ID = 1996; // BERT's vocabulary: ids below are special tokens and characters
    private static final int MIN_GLUED = 6;
    private static final int LONGEST_WORD = 24;

    private final Map<String, Integer> ranks;
    private final double logWords;

    WordSegmenter(Map<String, Integer> ranks) {
        this.ranks = Map.copyOf(ranks);
        this.logWords = Math.log(Math.max(2, ranks.size()));
    }

    /**
     * The segmenter over the embedding model's vocabulary; splits at case changes only when it is missing. Read
     * once per process: the vocabulary is a constant of the jar, and parsing its 700 KB of JSON cost ~0.3 s of CPU
     * on every open of a project's retrieval (each chat backend, eval run and command).
     */
    static WordSegmenter fromModelVocabulary() {
        return ModelVocabulary.SEGMENTER;
    }

    /** Holds the model's segmenter, read when first asked for (an immutable value). */
    private static final class ModelVocabulary {
        static final WordSegmenter SEGMENTER = read();
    }

    private static WordSegmenter read() {
        try (InputStream in = WordSegmenter.class.getClassLoader().getResourceAsStream(VOCABULARY)) {
            return new WordSegmenter(in == null ? Map.of() : wordRanks(in));
        } catch (IOException e) {
            return new WordSegmenter(Map.of());
        }
    }

    /** Whole alphabetic words of 2+ letters from a tokenizer.json's {@code model.vocab}, ranked by id. */
    static Map<String, Integer> wordRanks(InputStream tokenizerJson) throws IOException {
        Map<String, Integer> ids = new HashMap<>();
        try (JsonParser parser = new JsonFactory().createParser(tokenizerJson)) {
            while (parser.nextToken() != null) {
                if (parser.currentToken() == JsonToken.FIELD_NAME && "vocab".equals(parser.currentName())
                        && parser.nextToken() == JsonToken.START_OBJECT) {
                    while (parser.nextToken() == JsonToken.FIELD_NAME) {
                        String token = parser.currentName();
                        parser.nextToken();
                        int id = parser.getIntValue();
                        if (id >= FIRST_WORD_ID && token.length() >= 2 && token.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
                            ids.put(token, id);
                        }
                    }
                    break;
                }
            }
        }
        List<Map.Entry<String, Integer>> ordered = new ArrayList<>(ids.entrySet());
        ordered.sort(Map.Entry.comparingByValue());
        Map<String, Integer> ranks = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            ranks.put(ordered.get(i).getKey(), i);
        }
        return ranks;
    }

    /** The name with its glued upper-case words spaced; everything else kept as written. */
    String spaced(String name) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < name.length()) {
            int end = i;
            while (end < name.length() && isAsciiLetter(name.charAt(end))) {
                end++;
            }
            if (end == i) {
                out.append(name.charAt(i++));
                continue;
            }
            out.append(String.join(" ", glued(name.substring(i, end))));
            i = end;
        }
        return out.toString();
    }

    /** Every name in a space-separated list of names spaced ({@code "ORDERS ORDERDATE"} → "ORDERS ORDER DATE"). */
    String spacedNames(String names) {
        List<String> out = new ArrayList<>();
        for (String name : names.split(" ")) {
            out.add(spaced(name));
        }
        return String.join(" ", out);
    }

    private List<String> glued(String part) {
        String lower = part.toLowerCase(Locale.ROOT);
        boolean upperCase = part.equals(part.toUpperCase(Locale.ROOT));
        if (!upperCase || part.length() < MIN_GLUED || ranks.isEmpty() || known(lower)) {
            return List.of(part);
        }
        List<Integer> cuts = cheapestCuts(lower);
        if (cuts.size() < 3) {
            return List.of(part);
        }
        List<String> pieces = new ArrayList<>();
        for (int k = 1; k < cuts.size(); k++) {
            pieces.add(part.substring(cuts.get(k - 1), cuts.get(k)));
        }
        return pieces;
    }

    private boolean known(String word) {
        return ranks.containsKey(word) || word.endsWith("s") && ranks.containsKey(word.substring(0, word.length() - 1))
                || word.endsWith("es") && ranks.containsKey(word.substring(0, word.length() - 2));
    }

    /** Cut positions 0..n of the cheapest split into allowed words, or an empty list when there is none. */
    private List<Integer> cheapestCuts(String word) {
        int n = word.length();
        double[] cost = new double[n + 1];
        int[] from = new int[n + 1];
        java.util.Arrays.fill(cost, Double.POSITIVE_INFINITY);
        cost[0] = 0;
        for (int end = 1; end <= n; end++) {
            for (int start = Math.max(0, end - LONGEST_WORD); start <= end - 2; start++) {
                double piece = pieceCost(word.substring(start, end));
                if (cost[start] + piece < cost[end]) {
                    cost[end] = cost[start] + piece;
                    from[end] = start;
                }
            }
        }
        if (Double.isInfinite(cost[n])) {
            return List.of();
        }
        List<Integer> cuts = new ArrayList<>();
        for (int at = n; at > 0; at = from[at]) {
            cuts.add(0, at);
        }
        cuts.add(0, 0);
        return cuts;
    }

    private double pieceCost(String piece) {
        Integer rank = ranks.get(piece);
        boolean allowed = rank != null && (piece.length() >= 3 || piece.equals("id"));
        return allowed ? Math.log((rank + 1) * logWords) : Double.POSITIVE_INFINITY;
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }
}
