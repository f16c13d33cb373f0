package dev.steward.retrieval;

import dev.steward.catalog.Catalog;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.relationships.KeyCandidates;
import dev.steward.relationships.RelationshipDetector;
import dev.steward.relationships.RelationshipsGenerator;
import dev.steward.relationships.RelationshipsMerge;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Table recall@1/5/10 of retrieval on the question sets in {@code src/test/resources/retrieval/recall} and on the
 * sample's questions, with the real MiniLM model ({@code bench/retrieval-recall [--list] [--gate] [--only=set,set] [DATASETS_ROOT]}, {@code --only=definitions} for
 * {@link DefinitionRecall}; the root
 * defaults to {@code ../shared/datasets}). Each dataset folder of Parquet becomes a scratch project whose
 * relationships.yaml is what {@code steward relationships generate} writes (drafts, nothing approved), as a
 * steward would have it after the first Detect. Not a test: it prints a Markdown table and asserts nothing.
 * docs/retrieval-quality.md records the figures.
 */
public final class RetrievalRecall {
    private static final Path SETS = Path.of("src/test/resources/retrieval/recall");
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    private static final Path SAMPLE_SET = Path.of("src/test/resources/retrieval/sample-questions.tsv");
    private static final Path OUT_OF_DOMAIN = Path.of("src/test/resources/retrieval/out-of-domain.tsv");

    private final Path datasets;
    private final boolean list;
    private final List<String> only;
    private boolean gate;
    private final MiniLmEmbedder model = new MiniLmEmbedder(new EmbeddingModelLoader());

    private RetrievalRecall(Path datasets, boolean list, List<String> only) {
        this.datasets = datasets;
        this.list = list;
        this.only = only;
    }

    public static void main(String[] args) throws Exception {
        boolean list = List.of(args).contains("--list");
        Path root = Stream.of(args).filter(a -> !a.startsWith("--")).findFirst().map(Path::of)
                .orElse(Path.of("../shared/datasets"));
        List<String> only = Stream.of(args).filter(a -> a.startsWith("--only=")).findFirst()
                .map(a -> List.of(a.substring("--only=".length()).split(","))).orElse(List.of());
        RetrievalRecall recall = new RetrievalRecall(root, list, only);
        recall.gate = List.of(args).contains("--gate");
        recall.run();
    }

    private void run() throws IOException, SQLException {
        // Kept between runs (the embedding cache makes a re-run quick); delete it after changing a dataset.
        Path scratch = Files.createDirectories(Path.of("target/retrieval-recall"));
        System.out.println(RecallAtK.header());
        List<Object[]> calibration = new ArrayList<>();
        List<Path> sets;
        try (Stream<Path> files = Files.list(SETS)) {
            sets = files.filter(p -> p.toString().endsWith(".tsv")).sorted().toList();
        }
        for (Path file : sets) {
            QuestionSet set = QuestionSet.read(file);
            if (!only.isEmpty() && !only.contains(set.name())) {
                continue;
            }
            Project project = datasetProject(datasets.resolve(set.dataset()), scratch.resolve(set.name()));
            System.out.println(measure(project, set));
            calibration.add(new Object[] {set, project});
        }
        if (only.isEmpty() || only.contains("sample")) {
            Project sample = copyOfSample(scratch.resolve("sample"));
            QuestionSet sampleSet = new QuestionSet("sample", null, QuestionSet.read(SAMPLE_SET).questions());
            System.out.println(measure(sample, sampleSet));
            calibration.add(new Object[] {sampleSet, sample});
        }
        if (gate) {
            calibrate(calibration);
        }
        if (only.isEmpty() || only.contains("definitions")) {
            System.out.println();
            System.out.println(DefinitionRecall.header());
            System.out.println(new DefinitionRecall().measure(SAMPLE, model));
        }
    }

    /** {@code --gate}: the score distributions and, on the sample, the table-threshold sweep (ADR 36). */
    private void calibrate(List<Object[]> sets) {
        QuestionSet outOfDomain = QuestionSet.read(OUT_OF_DOMAIN);
        GateCalibration calibration = new GateCalibration(model);
        System.out.println();
        System.out.println(GateCalibration.distributionHeader());
        List<String> lines = new ArrayList<>();
        for (Object[] entry : sets) {
            QuestionSet set = (QuestionSet) entry[0];
            List<GateCalibration.Scores> scores = calibration.scores((Project) entry[1], set, outOfDomain);
            System.out.println(GateCalibration.distribution(set.name(), scores));
            scores.forEach(s -> lines.add(String.format(java.util.Locale.ROOT, "%s\t%s\t%.3f\t%.3f\t%s\t%s\t%s",
                    set.name(), s.inDomain() ? "in" : "out", s.gate(), s.best(), s.named(), s.abstained(),
                    s.question())));
        }
        if (list) {
            lines.forEach(l -> System.out.println("    " + l));
        }
        for (Object[] entry : sets) {
            if (((QuestionSet) entry[0]).name().equals("sample")) {
                System.out.println();
                System.out.println(calibration.sweep((Project) entry[1], (QuestionSet) entry[0], outOfDomain));
            }
        }
    }

    private String measure(Project project, QuestionSet set) {
        try (Catalog catalog = new Catalog(project)) {
            Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), new AtomicFiles())
                    .open(project, catalog, model, RetrievalSettings.defaults());
            RecallAtK recall = new RecallAtK();
            int tables = 0;
            for (QuestionSet.Question q : set.questions()) {
                RetrievalResult result = retriever.retrieve(q.text());
                tables = result.tables().size();
                List<String> ranked = result.tables().stream().map(RankedTable::name).toList();
                if (q.abstains()) {
                    recall.addOutOfDomain(result.abstainReason().isPresent());
                    continue;
                }
                recall.add(ranked, q.gold(), result.abstainReason().isPresent());
                if (list && RecallAtK.share(ranked, q.gold(), 5) < 1.0) {
                    System.out.println("    miss@5 " + q.text() + " gold " + q.gold() + " top5 "
                            + ranked.subList(0, Math.min(5, ranked.size())) + " " + result.tables().stream()
                            .limit(5).map(t -> String.join("; ", t.reasons())).toList());
                }
            }
            return recall.row(set.name(), tables);
        }
    }

    /** A scratch project over a dataset folder's Parquet, with the relationships a first generate writes. */
    private static Project datasetProject(Path dataset, Path folder) throws IOException, SQLException {
        if (Files.isRegularFile(folder.resolve("main.yaml"))) {
            return new ProjectOpener(Map.of()).open(folder);
        }
        Path silver = Files.createDirectories(folder.resolve("data").resolve("silver"));
        Files.createDirectories(folder.resolve("data").resolve("gold"));
        try (Stream<Path> files = Files.list(dataset)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".parquet")).toList()) {
                Files.copy(p, silver.resolve(p.getFileName().toString()));
            }
        }
        String name = folder.getFileName().toString();
        Files.writeString(folder.resolve("main.yaml"), "pipeline:\n  name: " + name + "\npaths:\n  silver: " + name
                + "/data/silver\n  gold: " + name + "/data/gold\n", StandardCharsets.UTF_8);
        Project project = new ProjectOpener(Map.of()).open(folder);
        try (Connection connection = DriverManager.getConnection("jdbc:duckdb:")) {
            new RelationshipsGenerator(connection, new RelationshipDetector(new KeyCandidates()),
                    new RelationshipsMerge(new RelationshipsReader()), new AtomicFiles(), Clock.systemUTC())
                    .generate(project, Set.of(), line -> { });
        }
        return project;
    }

    private static Project copyOfSample(Path copy) throws IOException {
        if (Files.isRegularFile(copy.resolve("main.yaml"))) {
            return new ProjectOpener(Map.of()).open(copy);
        }
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
        return new ProjectOpener(Map.of()).open(copy);
    }
}
