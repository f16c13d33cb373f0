package dev.steward.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.SyntheticExamplesReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Template cases: the golden is the template SQL bound by hand with its slots' example values. */
class TemplateCasesTest {
    private static final EvalSettings SETTINGS = EvalSettings.defaults(false, "m", "u");
    @TempDir
    Path tmp;

    private static List<Example> sampleTemplates() {
        return new SyntheticExamplesReader().read(SampleSandbox.SAMPLE.resolve("examples/synthetic.jsonl")).stream()
                .filter(Example::templated).toList();
    }

    @Test
    void everySampleTemplateGetsABoundGoldenAndATestQuestionWithItsExampleValues() {
        List<EvalCase> cases = TemplateCases.forTemplates(sampleTemplates(), SETTINGS);
        assertThat(cases).hasSize(4).allMatch(c -> c.route() == EvalCase.Route.TEMPLATE && c.goldenProblem() == null)
                .allMatch(c -> !c.goldenSql().contains("{"));
        assertThat(cases.get(1).question()).endsWith("(region: East, n: 5)");
        assertThat(cases.get(1).goldenParams()).containsExactly("East", 5L);
        // openmedallion's plain slot: the example comes from "e.g. '2024-Q2'" in its description
        assertThat(cases.get(3).question()).endsWith("(quarter: 2024-Q2)");
    }

    @Test
    void theHandFilledGoldensRunInTheSandbox() {
        try (SampleSandbox sample = new SampleSandbox(tmp.resolve("duck"))) {
            for (EvalCase c : TemplateCases.forTemplates(sampleTemplates(), SETTINGS)) {
                assertThat(sample.executor().execute(c.goldenSql(), c.goldenParams(),
                        new dev.steward.sql.QueryLimits(100, Duration.ofSeconds(10))).rowCount()).isPositive();
            }
        }
    }

    @Test
    void aTemplateThatCannotBeFilledByHandIsAGoldenProblemNotAnException() {
        Map<String, SlotSpec> slots = new LinkedHashMap<>();
        slots.put("region", new SlotSpec("Sales region", null, List.of("East", "West"), null, "Atlantis", false));
        Example refused = new Example("Deals in a region?", "SELECT COUNT(*) FROM reps WHERE region = {region}", true,
                true, slots, null, null, null);
        assertThat(TemplateCases.caseFor(refused, SETTINGS).goldenProblem()).contains("Atlantis");
        Example noExample = new Example("Deals in a region?", "SELECT COUNT(*) FROM reps WHERE region = {region}",
                true, true, Map.of("region", SlotSpec.plain("Sales region")), null, null, null);
        assertThat(TemplateCases.caseFor(noExample, SETTINGS).goldenProblem()).contains("no example value");
        Example undeclared = new Example("Deals?", "SELECT COUNT(*) FROM reps WHERE region = {region}", true, true,
                Map.of(), null, null, null);
        assertThat(TemplateCases.caseFor(undeclared, SETTINGS).goldenProblem()).contains("does not declare");
    }
}
