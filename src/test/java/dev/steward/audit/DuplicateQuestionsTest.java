package dev.steward.audit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.retrieval.Embedder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The duplicate-question probe with a model that answers and with one that fails. */
class DuplicateQuestionsTest {

    private static final List<DuplicateQuestions.Golden> GOLDENS = List.of(
            new DuplicateQuestions.Golden("a", "How many deals did each region win?",
                    "SELECT region, count(*) FROM t GROUP BY region", "f1"),
            new DuplicateQuestions.Golden("b", "how many deals did each region win",
                    "SELECT region, count(*) FROM t WHERE won GROUP BY region", "f2"),
            new DuplicateQuestions.Golden("c", "What was total revenue?", "SELECT sum(amount) FROM t", "f3"));

    private static List<String> probe(Optional<Embedder> embedder) {
        List<String> found = new ArrayList<>();
        new DuplicateQuestions(embedder).probe(GOLDENS, (id, finding) -> found.add(id + ": " + finding.reason()));
        return found;
    }

    @Test
    void aFailingModelCostsOnlyTheNearDuplicateCheckNotTheAudit() {
        Embedder broken = new Embedder() {
            @Override
            public String modelName() {
                return "broken";
            }

            @Override
            public List<float[]> embedAll(List<String> texts) {
                throw new IllegalStateException("the model could not load");
            }
        };

        List<String> found = probe(Optional.of(broken));

        assertThat(found).hasSize(2).allMatch(f -> f.contains("the same question"));
        assertThat(found).isEqualTo(probe(Optional.empty()));
    }
}
