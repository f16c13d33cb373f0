package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The recall measure behind bench/retrieval-recall, and the question sets it reads. */
class RecallAtKTest {

    @Test
    void recallIsTheShareOfGoldTablesAmongTheFirstKAveragedOverQuestions() {
        RecallAtK recall = new RecallAtK();
        recall.add(List.of("a", "b", "c", "d", "e", "f"), List.of("a", "f"), false);
        recall.add(List.of("x", "y", "z"), List.of("z"), true);
        recall.addOutOfDomain(true);
        assertThat(recall.questions()).isEqualTo(2);
        assertThat(recall.at(1)).isCloseTo((0.5 + 0.0) / 2, within(1e-9));
        assertThat(recall.at(5)).isCloseTo((0.5 + 1.0) / 2, within(1e-9));
        assertThat(recall.at(10)).isCloseTo(1.0, within(1e-9));
        assertThat(recall.complete5()).isCloseTo(0.5, within(1e-9));
        assertThat(recall.row("s", 9)).isEqualTo("| s | 9 | 2 | 0.250 | 0.750 | 1.000 | 0.500 | 1 | 1/1 |");
    }

    @Test
    void everyQuestionSetNamesItsDatasetAndHasAFewDozenQuestionsWithGoldTables() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(Path.of("src/test/resources/retrieval/recall"))) {
            files = list.filter(p -> p.toString().endsWith(".tsv")).toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(4);
        for (Path file : files) {
            QuestionSet set = QuestionSet.read(file);
            assertThat(set.dataset()).as(file.toString()).isNotBlank();
            assertThat(set.questions()).as(file.toString()).hasSizeGreaterThanOrEqualTo(24);
            assertThat(set.questions()).allSatisfy(q -> assertThat(q.gold()).isNotEmpty().doesNotContain(""));
            assertThat(set.questions().stream().map(QuestionSet.Question::text).distinct())
                    .hasSize(set.questions().size());
        }
    }
}
