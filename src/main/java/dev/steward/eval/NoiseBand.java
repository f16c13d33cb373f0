package dev.steward.eval;

import dev.steward.llm.OllamaLlmConfig;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * How each question fared when the eval ran it once per seed ({@code examples eval --repeat N}): a question that
 * passed under some seeds and failed under others is flaky, reported apart from stable failures.
 *
 * @param seeds     the seeds, in run order (the first is the default seed; its results are the run's results)
 * @param questions one entry per question and route, in case order
 */
public record NoiseBand(List<Integer> seeds, List<Spread> questions) {

    public NoiseBand {
        seeds = List.copyOf(seeds);
        questions = List.copyOf(questions);
    }

    /** The seeds of {@code passes} passes: the default seed first, then the next ones (ADR 32). */
    public static List<Integer> seedsFor(int passes) {
        return IntStream.range(0, passes).mapToObj(i -> OllamaLlmConfig.DEFAULT_SEED + i).toList();
    }

    /**
     * One question over the seeds.
     *
     * @param key      example id and route, as {@link ExampleResult#key()}
     * @param question the question
     * @param reasons  the reason code under each seed, in seed order (shorter when the run was cancelled)
     */
    public record Spread(String key, String question, List<ReasonCode> reasons) {
        public Spread {
            reasons = List.copyOf(reasons);
        }

        public long passes() {
            return reasons.stream().filter(ReasonCode::passed).count();
        }

        /** Passed under some seeds and failed under others (skipped repetitions aside). */
        public boolean flaky() {
            List<ReasonCode> judged = judged();
            long passed = judged.stream().filter(ReasonCode::passed).count();
            return passed > 0 && passed < judged.size();
        }

        /** Failed under every seed it was judged under. */
        public boolean stableFailure() {
            List<ReasonCode> judged = judged();
            return !judged.isEmpty() && judged.stream().noneMatch(ReasonCode::passed);
        }

        private List<ReasonCode> judged() {
            return reasons.stream().filter(r -> r.verdict() == Verdict.PASS || r.verdict() == Verdict.FAIL).toList();
        }
    }

    /** The spread of each question over the repetitions, one result list per seed. */
    public static NoiseBand of(List<Integer> seeds, List<List<ExampleResult>> repetitions) {
        Map<String, List<ReasonCode>> reasons = new LinkedHashMap<>();
        Map<String, String> questions = new LinkedHashMap<>();
        for (List<ExampleResult> results : repetitions) {
            for (ExampleResult result : results) {
                reasons.computeIfAbsent(result.key(), k -> new ArrayList<>()).add(result.reason());
                questions.putIfAbsent(result.key(), result.question());
            }
        }
        return new NoiseBand(seeds, reasons.entrySet().stream()
                .map(e -> new Spread(e.getKey(), questions.get(e.getKey()), e.getValue())).toList());
    }

    public List<Spread> flaky() {
        return questions.stream().filter(Spread::flaky).toList();
    }

    public List<Spread> stableFailures() {
        return questions.stream().filter(Spread::stableFailure).toList();
    }
}
