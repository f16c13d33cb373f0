package dev.steward.retrieval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Table recall of a ranking against gold tables: for one question, the share of its gold tables among the first
 * k ranked; for a set, the mean over its answerable questions. {@code complete@5} is the share of questions with
 * every gold table in the first 5 (what the prompt needs). Abstentions on answerable questions are counted apart
 * (the ranking is still scored: it is what the prompt would get without the abstention).
 */
final class RecallAtK {
    private final List<double[]> perQuestion = new ArrayList<>();
    private int abstainedWrongly;
    private int declinedRightly;
    private int outOfDomain;

    /** @param ranked table names best first; @param gold the tables the question needs */
    void add(List<String> ranked, List<String> gold, boolean abstained) {
        if (abstained) {
            abstainedWrongly++;
        }
        perQuestion.add(new double[] {share(ranked, gold, 1), share(ranked, gold, 5), share(ranked, gold, 10),
                share(ranked, gold, 5) == 1.0 ? 1.0 : 0.0});
    }

    /** An out-of-domain question: right when retrieval declined it. */
    void addOutOfDomain(boolean abstained) {
        outOfDomain++;
        if (abstained) {
            declinedRightly++;
        }
    }

    static double share(List<String> ranked, List<String> gold, int k) {
        List<String> top = ranked.subList(0, Math.min(k, ranked.size()));
        return gold.stream().filter(top::contains).count() / (double) gold.size();
    }

    double at(int k) {
        int column = switch (k) {
            case 1 -> 0;
            case 5 -> 1;
            case 10 -> 2;
            default -> throw new IllegalArgumentException("recall is kept at 1, 5 and 10, not " + k);
        };
        return perQuestion.stream().mapToDouble(q -> q[column]).average().orElse(0.0);
    }

    double complete5() {
        return perQuestion.stream().mapToDouble(q -> q[3]).average().orElse(0.0);
    }

    int questions() {
        return perQuestion.size();
    }

    /** One Markdown row: set, tables, questions, recall@1/5/10, complete@5, wrong abstentions, declined. */
    String row(String set, int tables) {
        return String.format(Locale.ROOT, "| %s | %d | %d | %.3f | %.3f | %.3f | %.3f | %d | %s |", set, tables,
                questions(), at(1), at(5), at(10), complete5(), abstainedWrongly,
                outOfDomain == 0 ? "–" : declinedRightly + "/" + outOfDomain);
    }

    static String header() {
        return "| set | tables | questions | recall@1 | recall@5 | recall@10 | complete@5 | abstained (in domain) "
                + "| declined (out of domain) |\n|---|---|---|---|---|---|---|---|---|";
    }
}
