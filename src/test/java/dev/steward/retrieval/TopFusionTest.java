package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.project.Layer;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pruned fusion ({@link TopFusion}: only the head of each list ranked) against the full fusion of every
 * candidate: the same best items, scores and ranks, on random inputs with and without ties and through a
 * 10,000-table retriever; and the cases pruning could get wrong if its bound were loose.
 */
class TopFusionTest {
    private static final int K = 60;
    private static final String[] WORDS = {"revenue", "deal", "customer", "region", "quarter", "target", "rep",
        "product", "units", "pipeline", "stage", "amount", "team", "segment", "industry", "date", "price", "order",
        "invoice", "supplier", "shipment", "warehouse", "refund", "campaign", "lead", "churn", "contract", "budget"};

    @TempDir
    Path project;

    @Test
    void theBestOfThePrunedFusionAreTheBestOfTheFullFusion() {
        Random random = new Random(3);
        int pruned = 0;
        for (int round = 0; round < 60; round++) {
            int size = 2_000 + random.nextInt(10_000);
            int distinctCosines = round % 3 == 0 ? 50 : Integer.MAX_VALUE; // a third with ties everywhere
            double matchedShare = new double[] {0.02, 0.3, 1.0}[round % 3 == 1 ? random.nextInt(3) : 2];
            double[] cosines = new double[size];
            LexicalIndex.Scores bm25 = new LexicalIndex.Scores(size);
            for (int p = 0; p < size; p++) {
                cosines[p] = distinctCosines == Integer.MAX_VALUE ? random.nextGaussian() * 0.2
                        : random.nextInt(distinctCosines) / 50.0 - 0.3;
                if (random.nextDouble() < matchedShare) {
                    bm25.put(p, random.nextInt(1 + round % 7 * 40) * 0.25f);
                }
            }
            int[] candidates = IntStream.range(0, size).filter(p -> random.nextInt(5) > 0).toArray();
            RankFusion.Ranking full = new RankFusion(K).fuse(candidates, cosines, bm25);
            for (int depth : new int[] {1, 4, 53}) {
                TopFusion best = TopFusion.of(K, candidates, cosines, bm25, depth);
                if (best != null) {
                    pruned++;
                    assertThat(best.best()).as("round %d, depth %d of %d", round, depth, candidates.length)
                            .isEqualTo(full.top(depth));
                }
                RankFusion.Ranking ranking = new RankFusion(K).fuse(candidates, cosines, bm25, depth);
                assertThat(ranking.top(depth)).isEqualTo(full.top(depth));
                assertThat(ranking.top(depth * 3)).as("read deeper than pruned").isEqualTo(full.top(depth * 3));
                int position = candidates[random.nextInt(candidates.length)];
                assertThat(ranking.at(position)).isEqualTo(full.at(position));
                int[] several = random.ints(5, 0, size + 3).toArray(); // a few beyond the corpus: not candidates
                assertThat(new RankFusion(K).fuse(candidates, cosines, bm25, depth).at(several))
                        .as("ranks of several positions counted together")
                        .isEqualTo(java.util.Arrays.stream(several).mapToObj(full::at).toList());
                assertThat(ranking.bestCosine()).isEqualTo(full.bestCosine());
            }
        }
        assertThat(pruned).as("rounds where pruning applied (else this compares the full fusion with itself)")
                .isGreaterThan(120);
    }

    @Test
    void theOrderKeysOrderAsDoubleCompareDoes() {
        double[] values = {Double.NEGATIVE_INFINITY, -1e300, -1.0, -Double.MIN_VALUE, -0.0, 0.0, Double.MIN_VALUE,
            0.25, 1.0, Double.POSITIVE_INFINITY, Double.NaN, 1.0 / 61 + 1.0 / 62, 1.0 / 62 + 1.0 / 61};
        for (double a : values) {
            for (double b : values) {
                assertThat(Long.signum(Long.compare(TopFusion.orderKey(a), TopFusion.orderKey(b))))
                        .as("%s vs %s", a, b).isEqualTo(Integer.signum(Double.compare(a, b)));
            }
        }
    }

    @Test
    void aCandidateFarDownTheCosineListButFirstByBm25IsShownWithItsExactScore() {
        int size = 5_000;
        double[] cosines = new double[size];
        LexicalIndex.Scores bm25 = new LexicalIndex.Scores(size);
        for (int p = 0; p < size; p++) {
            cosines[p] = 1.0 - p / (double) size; // position 0 is the closest
            if (p >= 2_500) {
                bm25.put(p, p == 4_000 ? 9.0f : 0.5f); // the near half does not match the question's words
            }
        }
        int[] candidates = IntStream.range(0, size).toArray();

        TopFusion pruned = TopFusion.of(K, candidates, cosines, bm25, 5);

        assertThat(pruned).isNotNull();
        List<RankFusion.Fused> best = pruned.best();
        assertThat(best).isEqualTo(new RankFusion(K).fuse(candidates, cosines, bm25).top(5));
        RankFusion.Fused lexical = best.stream().filter(f -> f.position() == 4_000).findFirst().orElseThrow();
        assertThat(lexical.cosineRank()).as("counted: outside the cosine head").isEqualTo(4_001);
        assertThat(lexical.bm25Rank()).isEqualTo(1);
        assertThat(lexical.score()).isEqualTo(1.0 / (K + 4_001) + 1.0 / (K + 1));
    }

    @Test
    void whenTheBoundCannotExcludeTheRestTheFullFusionRanks() {
        int size = 3_000;
        double[] cosines = new double[size]; // every cosine 0, every document matched with the same score:
        LexicalIndex.Scores bm25 = new LexicalIndex.Scores(size); // heads decide by candidate order alone
        IntStream.range(0, size).forEach(p -> bm25.put(p, 1.0f));
        int[] reversed = IntStream.range(0, size).map(i -> size - 1 - i).toArray();
        RankFusion.Ranking full = new RankFusion(K).fuse(reversed, cosines, bm25);

        assertThat(new RankFusion(K).fuse(reversed, cosines, bm25, 53).top(53)).isEqualTo(full.top(53));
        assertThat(TopFusion.of(K, reversed, cosines, bm25, 300)).as("too deep for the bound at 3,000").isNull();
    }

    @Test
    void aRetrieverOverTenThousandTablesShowsTheFullFusionsTablesAndExamples() {
        Random random = new Random(8);
        List<TableDocument> tables = new ArrayList<>();
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            String name = words(random, 2, "_") + "_" + i;
            String text = name + " " + words(random, 4 + random.nextInt(12), " ");
            tables.add(new TableDocument(name, Layer.SILVER, i % 3 == 0, text, name + " id", text,
                    List.of(words(random, 1, " ") + " " + i)));
            examples.add(new Example(words(random, 3 + random.nextInt(6), " ") + "?", "SELECT " + i, true, false,
                    null, null, null, null));
        }
        FakeEmbedder embedder = new FakeEmbedder();
        RetrievalIndex index = RetrievalIndex.build(RetrievalCorpus.of(tables, examples, Map.of(), List.of()),
                embedder, new EmbeddingCache(project.resolve(".steward"), new AtomicFiles()));
        RankFusion full = new RankFusion(K);
        int[] all = IntStream.range(0, tables.size()).toArray();
        int[] approved = IntStream.range(0, tables.size()).filter(i -> tables.get(i).approved()).toArray();
        Set<Boolean> gates = new java.util.HashSet<>();
        for (String question : List.of("revenue by region and quarter", "which supplier shipment was refunded",
                "churn of customer segment by campaign lead", "budget", "invoice")) {
            Set<String> heldOut = Set.of(index.corpus().examples().get(question.length()).contentHash());
            // A high gate: the raw corpus of all 10,000 tables; a low one: the curated corpus of every third.
            for (double gate : new double[] {0.99, 0.0}) {
                Retriever retriever = new Retriever(index, embedder,
                        new RetrievalSettings(gate, 0.85, 0.05, 0.0, 5, 3, K));

                RetrievalResult result = retriever.retrieve(question, heldOut);

                float[] asked = embedder.embedAll(List.of(question)).get(0);
                boolean curated = result.tableGate().fired();
                gates.add(curated);
                List<RankFusion.Fused> fullTables = full.fuse(curated ? approved : all,
                        curated ? index.curatedCosines(asked) : index.rawCosines(asked),
                        index.tableLexical().all(question)).top(Retriever.RANKED_TABLES);
                assertThat(result.tables()).extracting(RankedTable::name).as(question).containsExactlyElementsOf(
                        fullTables.stream().map(f -> tables.get(f.position()).name()).toList());
                assertThat(result.tables()).extracting(RankedTable::score).containsExactlyElementsOf(
                        fullTables.stream().map(RankFusion.Fused::score).toList());
                assertThat(result.tables()).extracting(RankedTable::cosine).containsExactlyElementsOf(
                        fullTables.stream().map(RankFusion.Fused::cosine).toList());
                List<Example> fullExamples = full.fuse(all, index.exampleCosines(asked),
                        index.exampleLexical().all(question)).all().stream()
                        .map(f -> index.corpus().examples().get(f.position()))
                        .filter(e -> !heldOut.contains(e.contentHash())).limit(3).toList();
                assertThat(result.examples()).extracting(RankedExample::example)
                        .containsExactlyElementsOf(fullExamples);
            }
        }
        assertThat(gates).as("both the raw and the curated corpus compared").containsExactlyInAnyOrder(true, false);
    }

    private static String words(Random random, int count, String separator) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : separator).append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }
}
