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
}
