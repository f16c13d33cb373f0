package dev.steward.retrieval;

import dev.steward.definitions.ConceptCandidates;
import dev.steward.definitions.DefinitionSet;
import dev.steward.metadata.GlossaryEntry;
import dev.steward.relationships.Relationship;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * Hybrid retrieval for one question: cosine and BM25 rankings fused by reciprocal rank, openmedallion's table
 * and template confidence gates, literal mentions force-included, approved join partners added, and abstention
 * when the project does not cover the question. One question embedding per call; everything else is
 * precomputed in the {@link RetrievalIndex}.
 */
public final class Retriever {
    static final String CURATED = "curated_tables";
    static final String FALLBACK = "raw_schema_fallback";
    static final String TEMPLATE = "template";
    /** How many tables a result lists besides the forced ones (a 10,000-table corpus is not listed whole). */
    static final int RANKED_TABLES = 50;
    /** Join expansion looks at pairs of the best 3 tables, paths of up to 3 joins, and moves up at most 2 tables. */
    private static final int EXPANSION_SEEDS = 3;
    private static final int EXPANSION_HOPS = 3;
    private static final int EXPANSION_ADDED = 2;

    private final RetrievalIndex index;
    private final Embedder embedder;
    private final RetrievalSettings settings;
    private final RankFusion fusion;
    private final TableMentions mentions;
    private final JoinExpansion expansion;
    private final Embedder documentEmbedder;
    private final EmbeddingCache cache;

    /** A retriever whose definition candidates keep their vectors in memory ({@link #definitionCandidates}). */
    public Retriever(RetrievalIndex index, Embedder embedder, RetrievalSettings settings) {
        this(index, embedder, settings, embedder, null);
    }

    /**
     * @param documentEmbedder the model for definition documents (never a question cache, which is saved)
     * @param cache            the project's embedding cache for unrestricted definition documents, or null
     */
    Retriever(RetrievalIndex index, Embedder embedder, RetrievalSettings settings, Embedder documentEmbedder,
              EmbeddingCache cache) {
        this.documentEmbedder = documentEmbedder;
        this.cache = cache;
        this.index = index;
        this.embedder = embedder;
        this.settings = settings;
        this.fusion = new RankFusion(settings.rrfK());
        this.mentions = new TableMentions(index, new LiteralMentions(new NameAwareAnalyzer()));
        this.expansion = new JoinExpansion(index.corpus().joinPaths(), EXPANSION_SEEDS, EXPANSION_HOPS,
                EXPANSION_ADDED);
    }

    public RetrievalResult retrieve(String question) {
        return retrieve(question, Set.of());
    }

    /**
     * Hybrid concept candidates over {@code all}'s definitions (resolution step 2), with this retriever's model,
     * question embedder and fusion; restricted documents stay in memory (ADR 34).
     */
    public ConceptCandidates definitionCandidates(DefinitionSet all) {
        return new DefinitionRetrieval(all, documentEmbedder, embedder, cache, settings.rrfK());
    }

    /**
     * Retrieval for a question whose own example must not be served as a few-shot example: eval re-runs a verified
     * example's question and would otherwise hand the model its golden SQL.
     *
     * @param heldOutExamples content hashes of verified examples to leave out of the few-shot ranking
     */
    public RetrievalResult retrieve(String question, Set<String> heldOutExamples) {
        float[] asked = embedder.embedAll(List.of(question)).get(0);
        int[] approved = index.approvedTables();
        double[] curated = index.curatedCosines(asked);
        double confidence = Arrays.stream(approved).mapToDouble(i -> curated[i]).max().orElse(0.0);
        boolean fired = approved.length > 0 && confidence >= settings.tableThreshold();
        GateDecision tableGate = new GateDecision(fired ? CURATED : FALLBACK, confidence, settings.tableThreshold(),
                fired);
        double[] cosines = fired ? curated : index.rawCosines(asked);
        int[] candidates = fired ? approved : index.allTables();
        Map<Integer, List<String>> forced = mentions.forced(question);
        RankFusion.Ranking ranked = fusion.fuse(candidates, cosines, index.tableLexical().all(question),
                listedTables() + forced.size());
        List<JoinExpansion.Added> joined = new ArrayList<>();
        List<RankedTable> tables = expand(orderTables(ranked, forced, asked), forced.size(), asked, joined);
        double[] exampleCosines = index.exampleCosines(asked);
        double[] templateCosines = index.templateCosines(asked);
        double bestOther = Math.max(max(exampleCosines), max(templateCosines));
        Optional<String> abstain = abstainReason(question, bestOther, ranked, forced);
        List<String> chosen = abstain.isPresent() ? List.of()
                : tables.stream().limit(Math.max(settings.topTables(), forced.size())).map(RankedTable::name).toList();
        List<RankedExample> examples = rankExamples(question, exampleCosines, heldOutExamples);
        List<RankedExample> templates = rankTemplates(question, templateCosines);
        List<String> via = joined.stream().filter(a -> chosen.contains(a.table()))
                .map(a -> a.table() + " via " + a.via()).toList();
        return new RetrievalResult(question, tables, chosen, joinPartners(chosen), via, examples, templates,
                tableGate, templateGate(templates), ambiguous(templates), abstain);
    }

    /**
     * Moves the tables that join two of the best-ranked ones up to just after the later of the two, with the path
     * as their first reason; {@code joined} receives what was moved. Only tables with evidence in the question's
     * words (named in it, or matched by BM25) among the first {@code topTables} are joined: a table ranked by
     * cosine alone is too weak a hit to pull its neighbours in.
     */
    private List<RankedTable> expand(List<RankedTable> ordered, int forced, float[] asked,
                                     List<JoinExpansion.Added> joined) {
        List<RankedTable> tables = new ArrayList<>(ordered);
        List<String> hits = new ArrayList<>();
        for (int i = 0; i < Math.min(settings.topTables(), tables.size()); i++) {
            if (i < forced || tables.get(i).bm25() > 0) {
                hits.add(tables.get(i).name());
            }
        }
        List<String> ranked = tables.stream().map(RankedTable::name).toList();
        for (JoinExpansion.Added added : expansion.expand(hits, ranked)) {
            int position = index.position(added.table());
            if (position < 0) {
                continue;
            }
            Optional<RankedTable> known = tables.stream().filter(t -> t.name().equals(added.table())).findFirst();
            known.ifPresent(tables::remove);
            List<String> reasons = new ArrayList<>(List.of(added.reason()));
            known.ifPresent(k -> reasons.addAll(k.reasons()));
            RankedTable moved = known.map(k -> table(position, k.score(), k.cosine(), k.bm25(), reasons))
                    .orElseGet(() -> table(position, 0.0, Vectors.cosine(asked, index.rawVector(position)), 0.0,
                            reasons));
            int after = Math.max(indexOf(tables, added.between()), indexOf(tables, added.and()));
            tables.add(after + 1, moved);
            joined.add(added);
        }
        return tables;
    }

    private static int indexOf(List<RankedTable> tables, String name) {
        for (int i = 0; i < tables.size(); i++) {
            if (tables.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The forced tables first, then the best {@link #RANKED_TABLES} others in fused order: the rows anyone reads
     * (the trace keeps 50). Reasons are built for these rows only.
     */
    private List<RankedTable> orderTables(RankFusion.Ranking ranked, Map<Integer, List<String>> forced,
                                          float[] asked) {
        List<RankedTable> ordered = new ArrayList<>();
        int[] positions = forced.keySet().stream().mapToInt(Integer::intValue).toArray();
        List<RankFusion.Fused> found = ranked.at(positions); // their ranks counted together
        for (int f = 0; f < positions.length; f++) {
            int position = positions[f];
            RankFusion.Fused known = found.get(f);
            List<String> all = new ArrayList<>(forced.get(position));
            if (known != null) {
                all.addAll(rankReasons(known));
                ordered.add(table(position, known.score(), known.cosine(), known.bm25(), all));
            } else {
                // Outside the gate's corpus (e.g. a draft table in curated mode): scored by its raw text.
                all.add("outside the " + CURATED + " corpus");
                ordered.add(table(position, 0.0, Vectors.cosine(asked, index.rawVector(position)), 0.0, all));
            }
        }
        int kept = listedTables();
        ranked.top(kept + forced.size()).stream().filter(f -> !forced.containsKey(f.position())).limit(kept)
                .forEach(f -> ordered.add(table(f.position(), f.score(), f.cosine(), f.bm25(), rankReasons(f))));
        return ordered;
    }

    /** How many tables a result lists besides the forced ones. */
    private int listedTables() {
        return Math.max(RANKED_TABLES, settings.topTables());
    }

    private RankedTable table(int position, double score, double cosine, double bm25, List<String> reasons) {
        TableDocument doc = index.corpus().tables().get(position);
        return new RankedTable(doc.name(), doc.layer(), score, cosine, bm25, reasons);
    }

    private static List<String> rankReasons(RankFusion.Fused f) {
        List<String> reasons = new ArrayList<>();
        reasons.add("semantic rank " + f.cosineRank());
        if (f.bm25Rank() > 0) {
            reasons.add("lexical rank " + f.bm25Rank());
        }
        return reasons;
    }

    /** A not_tracked glossary term in the question, or nothing close enough to it. */
    private Optional<String> abstainReason(String question, double bestOther, RankFusion.Ranking ranked,
                                           Map<Integer, List<String>> forced) {
        Optional<Map.Entry<String, GlossaryEntry>> untracked = mentions.notTracked(question);
        if (untracked.isPresent()) {
            String definition = untracked.get().getValue().definition();
            return Optional.of("this project does not track '" + untracked.get().getKey() + "'"
                    + (definition == null || definition.isBlank() ? "" : ": " + definition));
        }
        double best = Math.max(ranked.bestCosine(), bestOther);
        if (forced.isEmpty() && best < settings.rejectThreshold()) {
            return Optional.of(String.format(java.util.Locale.ROOT, "nothing in this project is close to the "
                    + "question (best similarity %.2f, below %.2f)", best, settings.rejectThreshold()));
        }
        return Optional.empty();
    }

    /** The best few-shot examples, the held-out ones skipped: reads only as far down the ranking as needed. */
    private List<RankedExample> rankExamples(String question, double[] cosines, Set<String> heldOut) {
        int wanted = settings.topExamples();
        RankFusion.Ranking ranked = fusion.fuse(index.allExamples(), cosines, index.exampleLexical().all(question),
                wanted + heldOut.size());
        for (int read = wanted + heldOut.size(); ; read *= 2) {
            List<RankedExample> kept = ranked.top(read).stream().map(this::example)
                    .filter(e -> !heldOut.contains(e.example().contentHash())).limit(wanted).toList();
            if (kept.size() >= wanted || read >= ranked.size()) {
                return kept;
            }
        }
    }

    private RankedExample example(RankFusion.Fused f) {
        return new RankedExample(index.corpus().examples().get(f.position()), f.score(), f.cosine(), f.bm25());
    }

    private List<RankedExample> rankTemplates(String question, double[] cosines) {
        return fusion.fuse(IntStream.range(0, cosines.length).toArray(), cosines,
                        index.templateLexical().all(question)).all().stream()
                .map(f -> new RankedExample(index.corpus().templates().get(f.position()), f.score(), f.cosine(),
                        f.bm25()))
                .toList();
    }

    /** openmedallion's template gate: the best template's cosine against 0.85. */
    private GateDecision templateGate(List<RankedExample> templates) {
        double best = templates.stream().mapToDouble(RankedExample::cosine).max().orElse(0.0);
        return new GateDecision(TEMPLATE, best, settings.templateThreshold(), best >= settings.templateThreshold());
    }

    /** Two templates above the gate whose cosines are within the gap: asking beats guessing. */
    private boolean ambiguous(List<RankedExample> templates) {
        List<Double> passing = templates.stream().map(RankedExample::cosine)
                .filter(c -> c >= settings.templateThreshold()).sorted((a, b) -> Double.compare(b, a)).toList();
        return passing.size() >= 2 && passing.get(0) - passing.get(1) < settings.templateGap();
    }

    /** Tables an approved relationship joins to a chosen table, in relationship file order. */
    private List<String> joinPartners(List<String> chosen) {
        List<String> partners = new ArrayList<>();
        for (Relationship r : index.corpus().relationships()) {
            addPartner(chosen, r.fromTable(), r.toTable(), partners);
            addPartner(chosen, r.toTable(), r.fromTable(), partners);
        }
        return partners;
    }

    private void addPartner(List<String> chosen, String side, String other, List<String> partners) {
        boolean known = index.position(other) >= 0;
        if (chosen.contains(side) && !chosen.contains(other) && !partners.contains(other) && known) {
            partners.add(other);
        }
    }

    private static double max(double[] values) {
        double best = 0.0;
        for (double value : values) {
            best = Math.max(best, value);
        }
        return best;
    }
}
