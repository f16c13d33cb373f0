package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acceptance on the bundled sample with the REAL all-MiniLM-L6-v2 model: every question of
 * retrieval/sample-questions.tsv gets its expected tables in the top 5, or abstains when it must.
 */
class SampleRetrievalTest {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    private static final double COSINE_RANK_BAR = 3.0;

    @TempDir
    static Path tmp;

    private static MiniLmEmbedder model;
    private static Project project;

    @BeforeAll
    static void loadModelOnce() throws IOException {
        model = new MiniLmEmbedder(new EmbeddingModelLoader());
        Path copy = tmp.resolve("sample");
        try (Stream<Path> files = Files.walk(SAMPLE)) {
            for (Path source : files.toList()) {
                Path target = copy.resolve(SAMPLE.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
        project = new ProjectOpener(Map.of()).open(copy);
    }

    private static Retriever open(Embedder embedder) {
        try (Catalog catalog = new Catalog(project)) {
            return new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(project, catalog, embedder, RetrievalSettings.defaults());
        }
    }

    record Case(String question, List<String> expected) {
        boolean abstains() {
            return expected.equals(List.of("ABSTAIN"));
        }
    }

    private static List<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/retrieval/sample-questions.tsv"),
                StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] parts = line.split("\t");
                cases.add(new Case(parts[0], Arrays.asList(parts[1].split(","))));
            }
        }
        return cases;
    }

    @Test
    void everyQuestionHasItsTablesInTheTopFiveOrAbstains() throws IOException {
        Retriever retriever = open(model);
        List<Case> cases = cases();
        List<String> misses = new ArrayList<>();
        for (Case c : cases) {
            RetrievalResult result = retriever.retrieve(c.question());
            List<String> top5 = result.tables().stream().limit(5).map(RankedTable::name).toList();
            boolean ok = c.abstains() ? result.abstainReason().isPresent()
                    : result.abstainReason().isEmpty() && top5.containsAll(c.expected());
            if (!ok) {
                misses.add(c.question() + " -> " + top5 + " " + result.abstainReason());
            }
        }
        assertThat(cases).hasSize(20);
        assertThat(cases.stream().filter(Case::abstains)).hasSize(2);
        assertThat(misses).isEmpty();
    }

    /**
     * The embedder's own ranking (tables by cosine alone; the fused ranking above is carried by BM25 on this small
     * sample, so a random embedder still puts 17 of 20 questions' tables in the top 5): the mean, over the
     * answerable questions, of the rank of the lowest-ranked expected table. MiniLM: 2.39 of 8 tables (measured
     * 1 Dec 2026); a random hash embedder: 4.83, near the 4.5+ of a random order. The bar is 3.0.
     */
    @Test
    void theModelsOwnRankingPutsTheExpectedTablesNearTheTopAndARandomEmbedderFailsThatBar() throws IOException {
        assertThat(meanWorstCosineRank(open(model))).as("MiniLM's mean rank of the expected tables")
                .isLessThanOrEqualTo(COSINE_RANK_BAR);
        assertThat(meanWorstCosineRank(open(new RandomHashEmbedder()))).as("a broken (random) embedder fails the bar")
                .isGreaterThan(COSINE_RANK_BAR);
    }

    private static double meanWorstCosineRank(Retriever retriever) throws IOException {
        List<Integer> ranks = new ArrayList<>();
        for (Case c : cases()) {
            if (c.abstains()) {
                continue;
            }
            List<String> byCosine = retriever.retrieve(c.question()).tables().stream()
                    .sorted(Comparator.comparingDouble(RankedTable::cosine).reversed()).map(RankedTable::name).toList();
            ranks.add(c.expected().stream().mapToInt(t -> byCosine.contains(t) ? byCosine.indexOf(t) + 1
                    : byCosine.size() + 1).max().orElseThrow());
        }
        return ranks.stream().mapToInt(Integer::intValue).average().orElseThrow();
    }

    @Test
    void aReopenEmbedsOnlyTheQuestionAndTheJsonIsByteIdentical() {
        String question = "Which regions hit their quarterly target in 2024?";
        String first = new RetrievalJson().render(open(model).retrieve(question));
        CountingEmbedder counting = new CountingEmbedder(model);
        Retriever reopened = open(counting);
        assertThat(counting.texts()).isZero();

        String second = new RetrievalJson().render(reopened.retrieve(question));
        assertThat(counting.texts()).isEqualTo(1);
        assertThat(second).isEqualTo(first);
        assertThat(project.cacheDir().resolve(".gitignore")).exists();
    }

    @Test
    void offTopicQuestionsAbstainAndTheGateExplainsItself() {
        Retriever retriever = open(model);
        assertThat(retriever.retrieve("Translate hello into French").abstainReason()).isPresent();
        assertThat(retriever.retrieve("What will the weather be in Paris tomorrow?").abstainReason()).isPresent();

        RetrievalResult curated = retriever.retrieve("Compare revenue against target per region and quarter");
        assertThat(curated.tableGate().kind()).isEqualTo(Retriever.CURATED);
        assertThat(curated.tableGate().fired()).isTrue();
        assertThat(curated.tables()).extracting(RankedTable::name).contains("revenue_by_region_quarter");
    }

    /**
     * The calibrated table gate (ADR 36): no out-of-domain question of retrieval/out-of-domain.tsv passes it on the
     * sample, and most answerable questions do (openmedallion's 0.7 let 1 of 18 through). Their tables are still
     * in the top 5 ({@link #everyQuestionHasItsTablesInTheTopFiveOrAbstains}).
     */
    @Test
    void theTableGatePassesInDomainQuestionsAndNoOutOfDomainOne() throws IOException {
        Retriever retriever = open(model);
        List<String> outOfDomain = questions(Path.of("src/test/resources/retrieval/out-of-domain.tsv"), true);
        assertThat(outOfDomain).hasSizeGreaterThanOrEqualTo(30);
        List<String> passed = outOfDomain.stream().filter(q -> retriever.retrieve(q).tableGate().fired()).toList();
        assertThat(passed).isEmpty();

        List<String> inDomain = questions(Path.of("src/test/resources/retrieval/sample-questions.tsv"), false);
        long fired = inDomain.stream().filter(q -> retriever.retrieve(q).tableGate().fired()).count();
        assertThat(fired).isGreaterThanOrEqualTo(inDomain.size() * 2 / 3);
        assertThat(retriever.retrieve("How many deals did we close last quarter?").tableGate().fired()).isTrue();
    }

    /** The questions of a TSV set whose gold is ABSTAIN ({@code abstaining}) or is not. */
    private static List<String> questions(Path tsv, boolean abstaining) throws IOException {
        return Files.readAllLines(tsv, StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t"))
                .filter(f -> f[1].strip().equals("ABSTAIN") == abstaining).map(f -> f[0]).toList();
    }
}
