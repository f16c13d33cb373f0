package dev.steward.retrieval;

import dev.steward.catalog.Catalog;
import dev.steward.project.Project;
import dev.steward.store.AtomicFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.DoubleStream;

/**
 * The figures behind the table gate's and the reject threshold's values (ADR 36): for each schema, the scores
 * retrieval's gates look at for its in-domain questions and for the out-of-domain set
 * ({@code src/test/resources/retrieval/out-of-domain.tsv}) — the gate's confidence (best cosine over the approved
 * tables' curated texts) and the best cosine over every table, example and template (what abstention reads) —
 * then, per candidate table threshold, how many questions fire the gate and recall@5 of the in-domain ones.
 * Run by {@code bench/retrieval-recall --gate}. Not a test.
 */
final class GateCalibration {
    static final double[] THRESHOLDS = {0.30, 0.35, 0.40, 0.45, 0.50, 0.55, 0.60, 0.65, 0.70};

    private final Embedder model;

    GateCalibration(Embedder model) {
        this.model = model;
    }

    /** One question's scores under the default settings. */
    record Scores(String question, boolean inDomain, double gate, double best, boolean named, boolean abstained) {
    }

    List<Scores> scores(Project project, QuestionSet inDomain, QuestionSet outOfDomain) {
        List<Scores> all = new ArrayList<>();
        try (Catalog catalog = new Catalog(project)) {
            Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(project, catalog, model, RetrievalSettings.defaults());
            inDomain.questions().stream().filter(q -> !q.abstains())
                    .forEach(q -> all.add(scores(retriever, q.text(), true)));
            inDomain.questions().stream().filter(QuestionSet.Question::abstains)
                    .forEach(q -> all.add(scores(retriever, q.text(), false)));
            outOfDomain.questions().forEach(q -> all.add(scores(retriever, q.text(), false)));
        }
        return all;
    }

    private static Scores scores(Retriever retriever, String question, boolean inDomain) {
        RetrievalResult r = retriever.retrieve(question);
        double best = DoubleStream.concat(DoubleStream.concat(r.tables().stream().mapToDouble(RankedTable::cosine),
                        r.examples().stream().mapToDouble(RankedExample::cosine)),
                r.templates().stream().mapToDouble(RankedExample::cosine)).max().orElse(0.0);
        boolean named = r.tables().stream().anyMatch(t -> t.reasons().stream()
                .anyMatch(reason -> reason.startsWith("question mentions")));
        return new Scores(question, inDomain, r.tableGate().confidence(), best, named, r.abstainReason().isPresent());
    }

    /** Min / median / max of the gate confidence and best cosine, in-domain and out-of-domain apart. */
    static String distribution(String set, List<Scores> scores) {
        return String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %d/%d | %d/%d |", set,
                spread(scores, true, true), spread(scores, true, false), spread(scores, false, true),
                spread(scores, false, false),
                scores.stream().filter(s -> s.inDomain() && s.abstained()).count(),
                scores.stream().filter(Scores::inDomain).count(),
                scores.stream().filter(s -> !s.inDomain() && s.abstained()).count(),
                scores.stream().filter(s -> !s.inDomain()).count());
    }

    static String distributionHeader() {
        return "| set | gate confidence, in domain (min / median / max) | gate confidence, out of domain "
                + "| best cosine, in domain | best cosine, out of domain | in-domain abstained | out-of-domain "
                + "declined |\n|---|---|---|---|---|---|---|";
    }

    private static String spread(List<Scores> scores, boolean gate, boolean inDomain) {
        double[] values = scores.stream().filter(s -> s.inDomain() == inDomain)
                .mapToDouble(s -> gate ? s.gate() : s.best()).sorted().toArray();
        if (values.length == 0) {
            return "–";
        }
        return String.format(Locale.ROOT, "%.2f / %.2f / %.2f", values[0], values[values.length / 2],
                values[values.length - 1]);
    }

    /**
     * Per table threshold on a project with approved tables: in-domain questions that fire the gate, recall@5 and
     * complete@5 of the in-domain questions, out-of-domain questions that fire it, and out-of-domain declined.
     */
    String sweep(Project project, QuestionSet inDomain, QuestionSet outOfDomain) {
        StringBuilder out = new StringBuilder("| table threshold | in domain fired | recall@5 | complete@5 "
                + "| out of domain fired | out of domain declined |\n|---|---|---|---|---|---|\n");
        RetrievalSettings d = RetrievalSettings.defaults();
        try (Catalog catalog = new Catalog(project)) {
            for (double threshold : THRESHOLDS) {
                RetrievalSettings settings = new RetrievalSettings(threshold, d.templateThreshold(), d.templateGap(),
                        d.rejectThreshold(), d.topTables(), d.topExamples(), d.rrfK());
                Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                        .open(project, catalog, model, settings);
                RecallAtK recall = new RecallAtK();
                int firedIn = 0;
                int firedOut = 0;
                int declined = 0;
                int out2 = 0;
                for (QuestionSet.Question q : inDomain.questions()) {
                    RetrievalResult r = retriever.retrieve(q.text());
                    if (q.abstains()) {
                        firedOut += r.tableGate().fired() ? 1 : 0;
                        declined += r.abstainReason().isPresent() ? 1 : 0;
                        out2++;
                        continue;
                    }
                    firedIn += r.tableGate().fired() ? 1 : 0;
                    recall.add(r.tables().stream().map(RankedTable::name).toList(), q.gold(),
                            r.abstainReason().isPresent());
                }
                for (QuestionSet.Question q : outOfDomain.questions()) {
                    RetrievalResult r = retriever.retrieve(q.text());
                    firedOut += r.tableGate().fired() ? 1 : 0;
                    declined += r.abstainReason().isPresent() ? 1 : 0;
                    out2++;
                }
                out.append(String.format(Locale.ROOT, "| %.2f | %d/%d | %.3f | %.3f | %d/%d | %d/%d |%n", threshold,
                        firedIn, recall.questions(), recall.at(5), recall.complete5(), firedOut, out2, declined,
                        out2));
            }
        }
        return out.toString();
    }
}
