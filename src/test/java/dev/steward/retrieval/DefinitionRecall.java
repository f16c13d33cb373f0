package dev.steward.retrieval;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.definitions.Audience;
import dev.steward.definitions.ConceptCandidates;
import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Definition recall@1/3 on {@code retrieval/definition-questions.tsv} (the sample's definitions, real MiniLM):
 * before = exact matching only, after = exact matches then step 2's hybrid candidates; what resolution takes; and
 * how many of the sample's other questions (table questions and examples, none about a definition) step 2 takes
 * a definition for. Part of {@code bench/retrieval-recall}; prints Markdown, asserts nothing.
 */
final class DefinitionRecall {
    static final Path SET = Path.of("src/test/resources/retrieval/definition-questions.tsv");
    private static final Path EXAMPLES = Path.of("examples/synthetic.jsonl");
    private final DefinitionResolver resolver = new DefinitionResolver();

    String measure(Path sample, Embedder model) throws IOException {
        DefinitionSet all = new DefinitionsStore(new AtomicFiles()).read(sample);
        ConceptCandidates hybrid = new DefinitionRetrieval(all, model, model, null, 60);
        int gold = 0;
        int[] before = new int[2];
        int[] after = new int[2];
        int taken = 0;
        int tied = 0;
        int wrong = 0;
        int falseTakes = 0;
        int none = 0;
        for (String line : Files.readAllLines(SET, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            Audience audience = f[1].equals("-") ? Audience.everyone() : new Audience("", Set.of(f[1]));
            DefinitionSet visible = all.visibleTo(audience);
            List<String> exact = ids(resolver.concepts(visible, f[0], ConceptCandidates.NONE));
            List<String> took = ids(resolver.concepts(visible, f[0], hybrid));
            if (f[2].equals("NONE")) {
                none++;
                falseTakes += took.isEmpty() ? 0 : 1;
                continue;
            }
            gold++;
            Set<String> ranked = new LinkedHashSet<>(exact);
            hybrid.rank(visible, f[0]).forEach(c -> ranked.add(c.definitionId()));
            count(before, exact, f[2]);
            count(after, List.copyOf(ranked), f[2]);
            if (took.equals(List.of(f[2]))) {
                taken++;
            } else if (took.contains(f[2])) {
                tied++;
            } else if (!took.isEmpty()) {
                wrong++;
            }
        }
        return String.format(Locale.ROOT, "| definitions | %d (+%d for no visible definition) | %.3f / %.3f | %.3f / %.3f "
                + "| %d taken, %d asked back (tie with the gold), %d wrong, %d left to generation | %d of %d | %d of %d |",
                gold, none, before[0] / (double) gold, before[1] / (double) gold, after[0] / (double) gold,
                after[1] / (double) gold, taken, tied, wrong, gold - taken - tied - wrong, falseTakes, none,
                otherQuestionsTaken(sample, all, hybrid), otherQuestions(sample).size());
    }

    static String header() {
        return "| set | questions | recall@1 / @3 before (exact only) | recall@1 / @3 after (exact, then hybrid) "
                + "| resolution after | a definition taken where none is visible | other sample questions given a "
                + "definition by step 2 |\n|---|---|---|---|---|---|---|";
    }

    private int otherQuestionsTaken(Path sample, DefinitionSet all, ConceptCandidates hybrid) throws IOException {
        DefinitionSet visible = all.visibleTo(Audience.everyone());
        int taken = 0;
        for (String q : otherQuestions(sample)) {
            boolean exact = !resolver.concepts(visible, q, ConceptCandidates.NONE).isEmpty();
            taken += !exact && !resolver.concepts(visible, q, hybrid).isEmpty() ? 1 : 0;
        }
        return taken;
    }

    private static List<String> otherQuestions(Path sample) throws IOException {
        List<String> questions = new ArrayList<>();
        QuestionSet.read(Path.of("src/test/resources/retrieval/sample-questions.tsv")).questions()
                .forEach(q -> questions.add(q.text()));
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(sample.resolve(EXAMPLES), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                questions.add(json.readTree(line).path("question").asText());
            }
        }
        return questions;
    }

    private static void count(int[] hits, List<String> ranked, String gold) {
        hits[0] += !ranked.isEmpty() && ranked.get(0).equals(gold) ? 1 : 0;
        hits[1] += ranked.stream().limit(3).anyMatch(gold::equals) ? 1 : 0;
    }

    private static List<String> ids(List<Definition> definitions) {
        return definitions.stream().map(Definition::id).toList();
    }
}
