package dev.steward.cli;

import dev.steward.conformance.OmConformance;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.ProfiledColumnValues;
import dev.steward.examples.SlotDraft;
import dev.steward.examples.TemplatePromotion;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.testing.llm.FakeOllamaServer;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 6, acceptance 4: a template promoted from a literal through the API answers by the template route, by rule. */
class PromotedTemplateQueryTest {
    @TempDir
    Path tmp;

    @Test
    void aLiteralPromotedToASlotIsFilledByRuleOnTheTemplateRoute() throws IOException {
        Path folder = MetadataSampleProject.copyTo(tmp.resolve("sample"));
        Project project = new ProjectOpener(Map.of()).open(folder);
        AtomicFiles files = new AtomicFiles();
        try (Sandbox sandbox = Sandbox.open(project, tmp.resolve("duckdb")); Catalog catalog = new Catalog(project)) {
            ExampleCuration curation = new ExampleCuration(project.syntheticExamplesFile(), files,
                    new CurationLog(project.curationLogFile(), new JsonLinesAppender(files), new JsonLinesReader(),
                            Clock.systemUTC()), "tester", Clock.systemUTC());
            TemplatePromotion promotion = new TemplatePromotion(new SqlExecutor(sandbox),
                    new ProfiledColumnValues(catalog, new ProfileCache(project.cacheDir(), files)));
            ExampleRow row = curation.templatable().stream()
                    .filter(r -> r.example().question().equals("Which regions missed their target in 2024-Q4?"))
                    .findFirst().orElseThrow();
            String sql = row.example().sql();
            int start = sql.indexOf("'2024-Q4'");
            SlotDraft draft = promotion.slotFromLiteral(sql, start, start + "'2024-Q4'".length(), "quarter");
            promotion.promote(curation, row, draft.sql(), Map.of("quarter", draft.suggested()));
        }

        try (FakeOllamaServer ollama = FakeOllamaServer.start()) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = CliRun.run(tmp, out, err, "query", folder.toString(),
                    "Which regions missed their target in Q3 2024?", "--use-templates", "--llm-url",
                    ollama.baseUrl().toString());

            assertThat(exit).as(out + "\n" + err).isZero();
            assertThat(ollama.chatCount()).isZero();
            assertThat(out.toString()).contains("Template: Which regions missed their target in 2024-Q4?")
                    .contains("quarter = '2024-Q3'").contains("Parameters: quarter = '2024-Q3'").contains("(0 LLM calls)");
            Path history = folder.resolve("chat_history/tester.jsonl");
            assertThat(Files.readString(history)).contains("quarter = '2024-Q3'").doesNotContain("quarter = ?");
            assertThat(Files.readString(folder.resolve("steward/chat_turns.jsonl"))).contains("\"route\":\"template\"",
                    "\"params\":{\"quarter\":\"2024-Q3\"}", "quarter = ?");
            OmConformance.assertJsonLinesConform(folder);
        }
    }
}
