package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.project.Layer;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pruned fusion (primitive ranks, only the best n materialised) against the fusion as it was defined before:
 * sort every candidate by cosine and by BM25, fuse them all, sort the fused list. Inputs with many ties, since
 * ties are where a faster ranking would drift.
 */
class RankFusionTest {
    @TempDir
    Path project;

    private static final String[] WORDS = {"revenue", "deal", "customer", "region", "quarter", "target", "rep"};

    @Test
    void theBestNOfThePrunedFusionAreTheFirstNOfTheFullFusionEvenWithTies() {
        Random random = new Random(11);
        for (int round = 0; round < 120; round++) {
            int size = 1 + random.nextInt(round < 100 ? 40 : 3_000);
            double[] cosines = new double[size];
            LexicalIndex.Scores bm25 = new LexicalIndex.Scores(size);
            for (int p = 0; p < size; p++) {
                cosines[p] = random.nextInt(8) / 8.0 - 0.25; // few distinct values: ties everywhere
                if (random.nextInt(3) > 0) {
                    bm25.put(p, random.nextInt(5) * 0.5f);
                }
            }
            int[] candidates = IntStream.range(0, size).filter(p -> random.nextInt(4) > 0).toArray();
            RankFusion.Ranking ranking = new RankFusion(60).fuse(candidates, cosines, bm25);
            List<RankFusion.Fused> full = reference(candidates, cosines, bm25);
            for (int n : new int[] {0, 1, 5, 53, size}) {
                assertThat(ranking.top(n)).as("round %d, top %d of %d", round, n, size)
                        .isEqualTo(full.subList(0, Math.min(n, full.size())));
            }
            assertThat(ranking.all()).isEqualTo(full);
        }
    }

    @Test
    void aRetrieverOverThousandsOfTiedItemsListsTheFullRankingsFirstRowsAndExamples() {
        Random random = new Random(5);
        List<TableDocument> tables = new ArrayList<>();
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            String text = words(random, 3); // 343 distinct texts for 2,000 tables: equal vectors and BM25 scores
            tables.add(new TableDocument("t" + i, Layer.SILVER, false, null, text, text, List.of()));
            examples.add(new Example(words(random, 2) + "?", "SELECT " + i, true, false, null, null, null, null));
        }
        RandomHashEmbedder embedder = new RandomHashEmbedder();
        RetrievalIndex index = RetrievalIndex.build(RetrievalCorpus.of(tables, examples, Map.of(), List.of()),
                embedder, new EmbeddingCache(project.resolve(".steward"), new AtomicFiles()));
        Retriever retriever = new Retriever(index, embedder, RetrievalSettings.defaults());
        String question = "revenue by region and quarter";
        Set<String> heldOut = Set.of(index.corpus().examples().get(0).contentHash(),
                index.corpus().examples().get(1).contentHash());

        RetrievalResult result = retriever.retrieve(question, heldOut);

        float[] asked = embedder.embedAll(List.of(question)).get(0);
        int[] all = IntStream.range(0, tables.size()).toArray();
        List<RankFusion.Fused> fullTables = reference(all, index.rawCosines(asked), index.tableLexical().all(question));
        assertThat(result.tableGate().fired()).isFalse();
        assertThat(result.tables()).hasSize(Retriever.RANKED_TABLES);
        assertThat(result.tables()).extracting(RankedTable::name).containsExactlyElementsOf(fullTables.stream()
                .limit(Retriever.RANKED_TABLES).map(f -> tables.get(f.position()).name()).toList());
        assertThat(result.tables()).extracting(RankedTable::score).containsExactlyElementsOf(fullTables.stream()
                .limit(Retriever.RANKED_TABLES).map(RankFusion.Fused::score).toList());
        List<Example> fullExamples = reference(all, index.exampleCosines(asked), index.exampleLexical().all(question))
                .stream().map(f -> index.corpus().examples().get(f.position()))
                .filter(e -> !heldOut.contains(e.contentHash())).limit(3).toList();
        assertThat(result.examples()).extracting(RankedExample::example).containsExactlyElementsOf(fullExamples);
    }

    /** The fusion as first written (session 1): boxed sorts of every candidate. */
    private static List<RankFusion.Fused> reference(int[] candidates, double[] cosines, LexicalIndex.Scores bm25) {
        List<Integer> byCosine = new ArrayList<>(IntStream.of(candidates).boxed().toList());
        byCosine.sort(Comparator.comparingDouble((Integer p) -> -cosines[p]));
        List<Integer> byBm25 = new ArrayList<>(IntStream.of(candidates).filter(bm25::matched).boxed().toList());
        byBm25.sort(Comparator.comparingDouble((Integer p) -> -bm25.score(p)));
        List<RankFusion.Fused> fused = new ArrayList<>();
        for (int position : candidates) {
            int cosineRank = byCosine.indexOf(position) + 1;
            int bm25Rank = byBm25.indexOf(position) + 1;
            double score = 1.0 / (60 + cosineRank) + (bm25Rank > 0 ? 1.0 / (60 + bm25Rank) : 0.0);
            fused.add(new RankFusion.Fused(position, score, cosines[position], bm25.score(position), cosineRank,
                    bm25Rank));
        }
        fused.sort(Comparator.comparingDouble((RankFusion.Fused f) -> -f.score()).thenComparingDouble(f -> -f.cosine()));
        return fused;
    }

    private static String words(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : " ").append(WORDS[random.nextInt(WORDS.length)]);
        }
        return text.toString();
    }
}
