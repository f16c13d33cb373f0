package dev.steward.audit;

import dev.steward.retrieval.Embedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Duplicate and near-duplicate questions: the same text once case, punctuation and whitespace are normalised, or an
 * embedding cosine of at least {@value #NEAR} with the project's embedding model. A pair is a finding only when the
 * two goldens have different SQL <em>and</em> different results (two phrasings of one answer are fine).
 */
final class DuplicateQuestions {
    static final double NEAR = 0.95;
    private static final Logger LOG = LoggerFactory.getLogger(DuplicateQuestions.class);
    /** Numbers, quarters and capitalised words after the first: what makes two close phrasings different asks. */
    private static final Pattern LITERAL = Pattern.compile("\\d+(?:[.,]\\d+)*|\\b[Qq][1-4]\\b|(?<=\\S\\s)[A-Z][\\w-]*");
    private final Optional<Embedder> embedder;

    /**
     * One golden as the probe sees it.
     *
     * @param id          content hash
     * @param question    the question
     * @param sql         the SQL as written
     * @param fingerprint its result's fingerprint, or null when it did not run
     */
    record Golden(String id, String question, String sql, String fingerprint) {
    }

    DuplicateQuestions(Optional<Embedder> embedder) {
        this.embedder = embedder;
    }

    /** Calls {@code finding} with each golden's id and the finding about it (both sides of every pair). */
    void probe(List<Golden> goldens, BiConsumer<String, Finding> finding) {
        List<float[]> vectors = vectorsOf(goldens);
        for (int i = 0; i < goldens.size(); i++) {
            for (int j = i + 1; j < goldens.size(); j++) {
                Golden a = goldens.get(i);
                Golden b = goldens.get(j);
                String how = sameQuestion(a, b) ? "the same question"
                        : !vectors.isEmpty() && sameLiterals(a, b) && cosine(vectors.get(i), vectors.get(j)) >= NEAR
                        ? String.format(Locale.ROOT, "nearly the same question (cosine %.2f)",
                                cosine(vectors.get(i), vectors.get(j))) : null;
                if (how != null && conflicting(a, b)) {
                    finding.accept(a.id(), pairFinding(how, b));
                    finding.accept(b.id(), pairFinding(how, a));
                }
            }
        }
    }

    /**
     * The questions' vectors for the near-duplicate check, or none. A model that fails (it could not load, or its
     * cache is damaged) costs only the near-duplicate half of this probe: exact duplicates are still found, and the
     * rest of the audit and the readiness measure built on it go on. The status bar reports the model's state.
     */
    private List<float[]> vectorsOf(List<Golden> goldens) {
        if (embedder.isEmpty() || goldens.size() < 2) {
            return List.of();
        }
        try {
            return embedder.get().embedAll(goldens.stream().map(Golden::question).toList());
        } catch (RuntimeException e) {
            LOG.warn("Near-duplicate questions were not checked: the embedding model failed ({})", e.getMessage());
            return List.of();
        }
    }

    private static Finding pairFinding(String how, Golden other) {
        return new Finding(Probe.DUPLICATE_QUESTION, "Another golden (" + other.id() + ", “" + other.question()
                + "”) asks " + how + " with different SQL and a different result; at most one of them is right.");
    }

    private static boolean sameQuestion(Golden a, Golden b) {
        return normalised(a.question()).equals(normalised(b.question()));
    }

    /**
     * Near questions that name different literals ("… in 2021?" and "… in 2022?") ask different things, however
     * close their embeddings are.
     */
    private static boolean sameLiterals(Golden a, Golden b) {
        return literals(a.question()).equals(literals(b.question()));
    }

    static Set<String> literals(String question) {
        Set<String> literals = new TreeSet<>();
        Matcher m = LITERAL.matcher(question);
        while (m.find()) {
            literals.add(m.group().toLowerCase(Locale.ROOT));
        }
        return literals;
    }

    private static boolean conflicting(Golden a, Golden b) {
        return a.fingerprint() != null && b.fingerprint() != null && !a.fingerprint().equals(b.fingerprint())
                && !normalisedSql(a.sql()).equals(normalisedSql(b.sql()));
    }

    static String normalised(String question) {
        return question.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    private static String normalisedSql(String sql) {
        return sql.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll(";\\s*$", "").strip();
    }

    static double cosine(float[] a, float[] b) {
        double dot = 0;
        double aa = 0;
        double bb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            aa += (double) a[i] * a[i];
            bb += (double) b[i] * b[i];
        }
        return aa == 0 || bb == 0 ? 0 : dot / Math.sqrt(aa * bb);
    }
}
