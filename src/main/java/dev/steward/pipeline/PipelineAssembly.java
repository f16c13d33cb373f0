package dev.steward.pipeline;

import dev.steward.catalog.Catalog;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionsStore;
import dev.steward.freshness.FreshnessExpectations;
import dev.steward.freshness.FreshnessReport;
import dev.steward.freshness.ProjectLastLoads;
import dev.steward.metadata.TableNotesFile;
import dev.steward.sql.GovernedExpressionCheck;
import dev.steward.store.AtomicFiles;
import dev.steward.examples.TemplateFiller;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.PromptTemplates;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.retrieval.Retriever;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.ReplyGate;
import java.time.Clock;
import java.util.List;

/**
 * Builds the {@link QuestionPipeline} of an open project: reads the merged metadata and the relationships once,
 * describes the tables through the catalog, and wires the steps. Call off the UI thread. The pipeline sees the
 * knowledge as it was when built; after curation edits, build a new one (cheap next to the retriever's index).
 */
public final class PipelineAssembly {
    private final MetadataLoader metadataLoader;
    private final RelationshipsReader relationshipsReader;
    private final PromptTemplates prompts;

    public PipelineAssembly(MetadataLoader metadataLoader, RelationshipsReader relationshipsReader,
                            PromptTemplates prompts) {
        this.metadataLoader = metadataLoader;
        this.relationshipsReader = relationshipsReader;
        this.prompts = prompts;
    }

    public PipelineAssembly() {
        this(new MetadataLoader(), new RelationshipsReader(), new PromptTemplates());
    }

    /**
     * @param retriever the project's retriever ({@code ProjectRetrieval.open})
     * @param sandbox   the project's query sandbox; owned by the caller, who closes it
     * @param llm       the model port (an unreachable Ollama turns LLM-needing questions into ERROR answers; a
     *                  template whose slots fill by rule still answers)
     */
    public QuestionPipeline open(Project project, Catalog catalog, Retriever retriever, Sandbox sandbox, Llm llm,
                                 PipelineSettings settings, Clock clock) {
        MetadataConfig metadata = metadataLoader.load(project.metadataFile(), project.metadataEnhancementsFile())
                .config();
        List<Relationship> relationships = relationshipsReader.read(project.relationshipsFile()).relationships();
        SchemaContext context = new SchemaContext(catalog.describeAll().schemas(), metadata, relationships);
        SqlExecutor executor = new SqlExecutor(sandbox);
        ReplyGate gate = new ReplyGate(sandbox, settings.dialectRepair());
        ChatOptions options = settings.llmTimeout() == null ? ChatOptions.TEXT
                : ChatOptions.TEXT.withTimeout(settings.llmTimeout());
        SqlPromptBuilder promptBuilder = new SqlPromptBuilder(prompts, context, settings.promptTokenBudget());
        DefinitionSet definitionSet = new DefinitionsStore(new AtomicFiles()).read(project.root());
        GovernedExpressionCheck governedCheck = new GovernedExpressionCheck(sandbox);
        SingleQuestionPath single = new SingleQuestionPath(retriever, context, promptBuilder,
                new TemplateRoute(new TemplateFiller(llm, prompts), executor, settings.limits()),
                run -> new GateRepairLoop(gate, run.llm(), prompts, settings.maxRepairs(), options, run.clock()),
                new SanityCheck(prompts, gate, executor, settings.limits(), options), executor, settings.limits(), options,
                new GovernedGeneration(definitionSet, governedCheck));
        DefinitionStage definitions = new DefinitionStage(definitionSet, freshness(project, executor, context),
                new MetricRoute(executor, governedCheck, context, settings.limits()),
                retriever.definitionCandidates(definitionSet));
        return new QuestionPipeline(llm, context, single, promptBuilder, prompts, options, clock,
                project.nameClashes(), definitions);
    }

    /** The freshness answers over steward/tables.yaml's expectations (read when asked: a bad entry fails only them). */
    private static FreshnessRoute freshness(Project project, SqlExecutor executor, SchemaContext context) {
        return new FreshnessRoute(new FreshnessReport(new ProjectLastLoads(project, executor)),
                () -> FreshnessExpectations.of(TableNotesFile.read(project.metadataFile()),
                        TableNotesFile.of(project.metadataFile())), context);
    }
}
