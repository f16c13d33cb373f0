package dev.steward.cli;

import dev.steward.catalog.Catalog;
import dev.steward.chat.ChatLog;
import dev.steward.chat.ChatSession;
import dev.steward.chat.PipelineTurns;
import dev.steward.error.StewardException;
import dev.steward.llm.Llm;
import dev.steward.pipeline.AnswerKind;
import dev.steward.pipeline.PipelineAnswer;
import dev.steward.pipeline.PipelineAnswerJson;
import dev.steward.pipeline.PipelineAssembly;
import dev.steward.pipeline.PipelineCancellation;
import dev.steward.pipeline.PipelineSettings;
import dev.steward.pipeline.Question;
import dev.steward.pipeline.QuestionPipeline;
import dev.steward.pipeline.StepListener;
import dev.steward.project.Project;
import dev.steward.retrieval.EmbeddingModelLoader;
import dev.steward.retrieval.MiniLmEmbedder;
import dev.steward.retrieval.ProjectCorpusReader;
import dev.steward.retrieval.ProjectRetrieval;
import dev.steward.retrieval.RetrievalSettings;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.ResultRenderer;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlLiterals;
import java.io.PrintWriter;
import dev.steward.definitions.Roles;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code steward query PROJECT "question"}: one question through the whole pipeline, step lines as they happen. */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = {"Answer a question about PROJECT's data: retrieval, the local LLM, the SQL gate and the "
                + "sandbox. Prints each step as it ends, then the SQL and the result.",
            "Exit 0 with an answer (rows, a clarifying question, a schema answer or a reasoned decline), 1 when "
                + "it failed (the message says what to do)."})
final class QueryCommand implements Callable<Integer> {
    private static final int CELL_WIDTH = 40;
    private final CliServices services;

    @Parameters(index = "0", paramLabel = "PROJECT", description = "the project folder")
    private Path project;

    @Parameters(index = "1", paramLabel = "QUESTION", description = "the question, in plain words")
    private String question;

    @Option(names = "--use-templates", description = "try the project's reviewed SQL templates first")
    private boolean useTemplates;

    @Option(names = "--detect-ambiguity", description = "ask the model first whether the question is clear")
    private boolean detectAmbiguity;

    @Option(names = "--decompose", description = "split a question that asks several things into sub-questions")
    private boolean decompose;

    @Option(names = "--json", description = "print the answer as one JSON object (step lines go to stderr)")
    private boolean json;

    @Option(names = "--user", paramLabel = "NAME", description = "who asks (default: STEWARD_USER, then the OS user)")
    private String user;

    @Option(names = "--role", paramLabel = "ROLE", description = "ask as this role (one of the user's in "
            + "steward/roles.yaml); restricted definitions are filtered for it")
    private String role;

    @Option(names = "--as-of", paramLabel = "DATE", description = "the reporting date definitions resolve at "
            + "(YYYY-MM-DD; default: a date the question states)")
    private LocalDate asOf;

    @Mixin
    private QueryLimitOptions limitOptions;

    @Mixin
    private LlmOptions llmOptions;

    QueryCommand(CliServices services) {
        this.services = services;
    }

    @Override
    public Integer call() {
        Project opened = services.projectOpener().open(project);
        PrintWriter progress = json ? services.err() : services.out();
        try (Catalog catalog = new Catalog(opened); Sandbox sandbox = services.openSandbox(project)) {
            QuestionPipeline pipeline = pipeline(opened, catalog, sandbox);
            PipelineAnswer answer = pipeline.ask(question().asOf(asOf)
                    .askedBy(Roles.read(opened.root()).audience(askedBy(), role)), step -> {
                progress.println("  " + step);
                progress.flush();
            }, new PipelineCancellation());
            print(answer);
            afterAnswer(opened, askedBy(), answer);
            return answer.kind() == AnswerKind.ERROR ? 1 : 0;
        } finally {
            services.out().flush();
            services.err().flush();
        }
    }

    private QuestionPipeline pipeline(Project opened, Catalog catalog, Sandbox sandbox) {
        Retriever retriever = new ProjectRetrieval(new ProjectCorpusReader(), services.atomicFiles())
                .open(opened, catalog, new MiniLmEmbedder(new EmbeddingModelLoader()), RetrievalSettings.defaults());
        Llm llm = services.llm(llmOptions);
        PipelineSettings settings = PipelineSettings.defaults()
                .withLimits(limitOptions.limits());
        return new PipelineAssembly().open(opened, catalog, retriever, sandbox, llm, settings, services.clock());
    }

    private Question question() {
        if (question.isBlank()) {
            throw new StewardException("The question is empty.", "Ask something, e.g. steward query "
                    + project + " \"revenue by region\"");
        }
        return Question.of(question).withTemplates(useTemplates).withAmbiguityCheck(detectAmbiguity)
                .withDecomposition(decompose);
    }

    private String askedBy() {
        return user == null || user.isBlank() ? services.userName() : user;
    }

    /**
     * Records the answer in the asker's chat history (chat_history/&lt;user&gt;.jsonl), one fresh session per
     * invocation as openmedallion's CLI does; each sub-answer of a decomposed question is its own turn.
     */
    private void afterAnswer(Project opened, String askedBy, PipelineAnswer answer) {
        ChatLog log = new ChatLog(opened, services.atomicFiles(), services.clock());
        String session = ChatSession.start(askedBy).id();
        PipelineTurns.of(session, answer).forEach(turn -> log.record(askedBy, turn));
    }

    private void print(PipelineAnswer answer) {
        PrintWriter out = services.out();
        if (json) {
            out.println(new PipelineAnswerJson().render(answer));
            return;
        }
        printText(out, answer, "");
    }

    private static String slotText(PipelineAnswer answer) {
        return answer.slots().entrySet().stream().map(e -> e.getKey() + " = " + SqlLiterals.literal(e.getValue()))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    private static void printText(PrintWriter out, PipelineAnswer answer, String indent) {
        out.println(indent + answer.kind() + " (" + answer.llmCalls() + " LLM calls)");
        out.println(indent + "Route: " + answer.route());
        answer.templateUsed().ifPresent(t -> out.println(indent + "Template: " + t.name()));
        if (!answer.sql().isEmpty()) {
            out.println(indent + "SQL:");
            answer.runnableSql().lines().forEach(line -> out.println(indent + "  " + line));
            if (!answer.slots().isEmpty()) {
                out.println(indent + "Parameters: " + slotText(answer) + " (run bound as parameters)");
            }
        }
        answer.text().ifPresent(text -> out.println(indent + text));
        answer.failure().ifPresent(error -> out.println(indent + "Error: " + error.userText()));
        answer.evidence().forEach(e -> out.println(indent + "Evidence: " + e.evidenceId() + " (" + e.objectId() + " "
                + e.version() + ", " + e.kind() + ", " + e.status() + ")"));
        answer.rows().ifPresent(result -> out.print(new ResultRenderer().table(result, CELL_WIDTH)));
        for (PipelineAnswer part : answer.parts()) {
            out.println(indent + "- " + part.question());
            printText(out, part, indent + "  ");
        }
    }
}
