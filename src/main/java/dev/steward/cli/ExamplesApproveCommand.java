package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.ProfiledColumnValues;
import dev.steward.examples.TemplatePromotion;
import dev.steward.project.Project;
import dev.steward.project.ProjectLock;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward examples approve PROJECT [--template]}: verify unverified rows, or promote verified ones. */
@Command(name = "approve", mixinStandardHelpOptions = true,
        description = {"Review each unverified example with a preview of its result: a = approve, e = edit then "
                + "approve, s or Enter = skip, r = reject (removes the row), q = quit. Each decision is written at "
                + "once and recorded in curation_log.jsonl with who and when.",
            "--template: review verified examples for promotion to a template: t = template (choose literals to turn "
                + "into slots, confirm each slot; the template is test-filled in the sandbox before it is saved), "
                + "s = skip, q = quit."})
final class ExamplesApproveCommand implements Callable<Integer> {
    private static final QueryLimits PREVIEW = new QueryLimits(3, Duration.ofSeconds(30));
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path projectFolder;

    @Option(names = "--template", description = "promote verified examples to templates instead")
    private boolean template;

    @Mixin
    private LlmOptions llm; // accepted on every command; approving never calls the LLM

    ExamplesApproveCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project project = services.projectOpener().open(projectFolder);
        try (ProjectLock lock = services.lock(project, "steward examples approve");
             Sandbox sandbox = services.openSandbox(projectFolder);
             Catalog catalog = new Catalog(project)) {
            ExampleCuration curation = new ExampleCuration(project.syntheticExamplesFile(), services.atomicFiles(),
                    services.curationLog(project), services.userName(), services.clock());
            SqlExecutor executor = new SqlExecutor(sandbox);
            if (template) {
                TemplatePromotion promotion = new TemplatePromotion(executor,
                        new ProfiledColumnValues(catalog, new ProfileCache(project.cacheDir(), services.atomicFiles())));
                return new ExamplesTemplateReview(services, curation, promotion).run();
            }
            return verify(curation, executor);
        } finally {
            services.out().flush();
        }
    }

    private int verify(ExampleCuration curation, SqlExecutor executor) {
        PrintWriter out = services.out();
        List<ExampleRow> rows = curation.reviewable();
        if (rows.isEmpty()) {
            out.println("Nothing to review: every example is verified.");
            return 0;
        }
        ExamplesPrompt prompt = new ExamplesPrompt(services);
        int approved = 0;
        for (int i = 0; i < rows.size(); i++) {
            ExampleRow row = rows.get(i);
            show(i + 1, rows.size(), row.example(), executor);
            String answer = prompt.ask("[a]pprove, [e]dit, [s]kip, [r]eject, [q]uit? ");
            if (answer.equals("q") || answer.equals("quit")) {
                break;
            }
            approved += decide(curation, executor, prompt, row, answer);
        }
        out.println(approved + " example(s) approved this session.");
        return 0;
    }

    private int decide(ExampleCuration curation, SqlExecutor executor, ExamplesPrompt prompt, ExampleRow row,
                       String answer) {
        PrintWriter out = services.out();
        switch (answer) {
            case "a", "approve" -> {
                curation.approve(row);
                out.println("  approved");
                return 1;
            }
            case "e", "edit" -> {
                return edit(curation, executor, prompt, row);
            }
            case "r", "reject" -> {
                curation.reject(row, blankToNull(prompt.askRaw("  reason (optional): ")));
                out.println("  rejected (removed from synthetic.jsonl; the curation log keeps it)");
                return 0;
            }
            default -> {
                curation.skip(row);
                out.println("  skipped");
                return 0;
            }
        }
    }

    private int edit(ExampleCuration curation, SqlExecutor executor, ExamplesPrompt prompt, ExampleRow row) {
        PrintWriter out = services.out();
        String question = prompt.askRaw("  question [Enter keeps it]: ");
        String sql = prompt.askRaw("  sql [Enter keeps it]: ");
        String newQuestion = question.isBlank() ? row.example().question() : question.strip();
        String newSql = sql.isBlank() ? row.example().sql() : sql.strip();
        try {
            QueryResult result = executor.execute(newSql, PREVIEW);
            out.println("  runs: " + describe(result));
        } catch (StewardException e) {
            out.println("  not saved: " + e.getMessage());
            curation.skip(row);
            return 0;
        }
        Example saved = curation.editAndApprove(row, newQuestion, newSql);
        out.println("  edited and approved (" + saved.contentHash() + ")");
        return 1;
    }

    private void show(int number, int total, Example example, SqlExecutor executor) {
        PrintWriter out = services.out();
        out.println();
        out.println("[" + number + "/" + total + "] question : " + example.question());
        out.println("        sql      : " + example.sql());
        if (example.source() != null) {
            out.println("        source   : " + example.source().jsonName());
        }
        try {
            out.println("        result   : " + describe(executor.execute(example.sql(), PREVIEW)));
        } catch (StewardException e) {
            out.println("        result   : does not run: " + e.getMessage());
        }
    }

    /** "3+ rows: region=East, revenue=12.5 | ..." - enough to tell whether the SQL answers the question. */
    static String describe(QueryResult result) {
        if (result.rowCount() == 0) {
            return "no rows";
        }
        String rows = result.rows().stream().map(row -> {
            StringBuilder cells = new StringBuilder();
            for (int c = 0; c < row.size(); c++) {
                cells.append(c == 0 ? "" : ", ").append(result.columns().get(c).name()).append('=').append(row.get(c));
            }
            return cells.toString();
        }).collect(Collectors.joining(" | "));
        return result.rowCount() + (result.truncated() ? "+" : "") + " row(s): " + rows;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
