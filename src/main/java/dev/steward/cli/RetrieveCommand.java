package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.error.StewardException;
import dev.steward.project.Project;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RankedExample;
import dev.steward.retrieval.RankedTable;
import dev.steward.retrieval.RetrievalJson;
import dev.steward.retrieval.RetrievalResult;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward retrieve PROJECT "question"}: what retrieval ranks for a question, and why. No LLM. */
@Command(name = "retrieve", mixinStandardHelpOptions = true,
        description = {"Rank PROJECT's tables, examples and templates for a question (hybrid embedding + BM25) and "
                + "show which confidence gate fired. No LLM is called.",
            "--questions FILE ranks every line of FILE in one run (one JSON object per line with --json).",
            "Exit 0 on success, 2 on unusable input."})
final class RetrieveCommand implements Callable<Integer> {
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path project;

    @Parameters(index = "1", arity = "0..1", paramLabel = "QUESTION", description = "the question to rank for")
    private String question;

    @Option(names = "--questions", paramLabel = "FILE", description = "a file with one question per line")
    private Path questionsFile;

    @Option(names = "--json", description = "print one stable JSON object per question")
    private boolean json;

    @Option(names = "--top", defaultValue = "5", description = "tables to choose (default: ${DEFAULT-VALUE})")
    private int top;

    RetrieveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        PrintWriter out = services.out();
        List<String> questions = questions();
        RetrievalSettings defaults = RetrievalSettings.defaults();
        RetrievalSettings settings = new RetrievalSettings(defaults.tableThreshold(), defaults.templateThreshold(),
                defaults.templateGap(), defaults.rejectThreshold(), Math.max(1, top), defaults.topExamples(),
                defaults.rrfK());
        Project opened = services.projectOpener().open(project);
        try (Catalog catalog = new Catalog(opened)) {
            Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), services.atomicFiles())
                    .open(opened, catalog, new MiniLmEmbedder(new EmbeddingModelLoader()), settings);
            RetrievalJson renderer = new RetrievalJson();
            for (String q : questions) {
                RetrievalResult result = retriever.retrieve(q);
                out.println(json ? renderer.render(result) : human(result));
            }
        }
        out.flush();
        return 0;
    }

    private List<String> questions() {
        if ((question == null) == (questionsFile == null)) {
            throw new StewardException("give either a QUESTION or --questions FILE, not both and not neither",
                    "e.g. steward retrieve my_project \"revenue by region\"");
        }
        if (question != null) {
            return List.of(question);
        }
        try {
            return Files.readAllLines(questionsFile, StandardCharsets.UTF_8).stream().map(String::strip)
                    .filter(l -> !l.isEmpty()).toList();
        } catch (IOException e) {
            throw new StewardException(questionsFile + ": cannot read the questions file (" + e.getMessage() + ")",
                    "check the path; the file holds one question per line", e);
        }
    }

    private static String human(RetrievalResult result) {
        StringBuilder text = new StringBuilder("Question: ").append(result.question()).append('\n');
        result.abstainReason().ifPresent(r -> text.append("ABSTAIN: ").append(r).append('\n'));
        var gate = result.tableGate();
        text.append(String.format(Locale.ROOT, "Table gate: %s (top cosine %.3f, threshold %.2f)%n", gate.kind(),
                gate.confidence(), gate.threshold()));
        text.append("Chosen: ").append(String.join(", ", result.chosen()));
        if (!result.joinPartners().isEmpty()) {
            text.append(" + join partners: ").append(String.join(", ", result.joinPartners()));
        }
        result.joinedVia().forEach(v -> text.append("\n  joined ").append(v));
        text.append("\nTables:\n");
        int rank = 1;
        for (RankedTable t : result.tables()) {
            text.append(String.format(Locale.ROOT, "  %2d. %-28s %-6s score %.4f  cosine %.3f  bm25 %.3f  %s%n",
                    rank++, t.name(), t.layer().yamlName(), t.score(), t.cosine(), t.bm25(),
                    String.join("; ", t.reasons())));
        }
        appendExamples(text, "Examples", result.examples());
        var templateGate = result.templateGate();
        text.append(String.format(Locale.ROOT, "Template gate: %s (top cosine %.3f, threshold %.2f)%s%n",
                templateGate.fired() ? "match" : "no match", templateGate.confidence(), templateGate.threshold(),
                result.ambiguousTemplates() ? " - AMBIGUOUS: the two best templates are too close to pick" : ""));
        appendExamples(text, "Templates", result.templates().stream().limit(3).toList());
        return text.toString();
    }

    private static void appendExamples(StringBuilder text, String title, List<RankedExample> examples) {
        text.append(title).append(":\n");
        for (RankedExample e : examples) {
            text.append(String.format(Locale.ROOT, "  score %.4f  cosine %.3f  bm25 %.3f  %s%n", e.score(),
                    e.cosine(), e.bm25(), e.example().question()));
        }
    }
}
