package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.Layer;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * openmedallion's test_metadata_generator cases against real Parquet, the real LangChain4j client and the fake
 * Ollama, call counts included. Where Steward deliberately differs (a table whose reply stays invalid fails alone
 * instead of aborting the run with nothing written), the test name says so.
 */
class MetadataGeneratorTest {
    private static final String ORDERS_COLUMNS = "order_id, amount, region";

    @TempDir
    java.nio.file.Path tmp;

    private GeneratorProject project;
    private FakeOllamaServer ollama;

    @BeforeEach
    void start() throws Exception {
        project = new GeneratorProject(tmp);
        ollama = FakeOllamaServer.start();
    }

    @AfterEach
    void stop() {
        ollama.close();
        project.close();
    }

    private GenerateResult generate() {
        return generate(GenerateOptions.defaults(), GenerateListener.none());
    }

    private GenerateResult generate(GenerateOptions options, GenerateListener listener) {
        return project.generator(ollama.llm()).generate(project.metadataFile, options, listener, () -> false);
    }

    @Test
    void oneLlmCallPerTableBothLayersStatusDraftDescriptionsFilledAndTheFileReloads() {
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(result.complete()).isTrue();
        assertThat(result.of(TableOutcome.Kind.DRAFTED)).extracting(TableOutcome::key)
                .containsExactly("orders", "region_summary");
        MetadataConfig config = project.read();
        TableMetadata orders = config.tables().get("orders");
        assertThat(orders.layer()).isEqualTo(Layer.SILVER);
        assertThat(orders.status()).isEqualTo(TableStatus.DRAFT);
        assertThat(orders.description()).isEqualTo("Drafted: one row per orders.");
        assertThat(orders.synonyms()).containsExactly("orders list");
        assertThat(orders.columns()).containsOnlyKeys("order_id", "amount", "region");
        assertThat(orders.columns().get("amount").description()).isEqualTo("Drafted: the amount of a orders row.");
        assertThat(orders.schemaHash()).isEqualTo("f4577205c246844c");
        assertThat(config.tables().get("region_summary").layer()).isEqualTo(Layer.GOLD);
        assertThat(config.tables().get("region_summary").schemaHash()).isEqualTo("063da00bd059ad27");
    }

    @Test
    void valueExamplesAreTheRealValuesMostFrequentFirst() {
        ollama.script(new DraftScript());

        generate();

        Map<String, ColumnMetadata> columns = project.read().tables().get("orders").columns();
        assertThat(columns.get("region").valueExamples()).containsExactly("North", "East", "South");
        assertThat(columns.get("order_id").valueExamples()).containsExactlyInAnyOrder(1L, 2L, 3L, 4L);
        assertThat(ollama.chats().get(0).lastUserText())
                .contains("- region (VARCHAR), sample values: North, East, South")
                .contains("spelled exactly as listed: " + ORDERS_COLUMNS + ".");
    }

    @Test
    void anApprovedTableIsSkippedAndItsBytesStayIdenticalCommentsIncluded() throws Exception {
        String approved = """
                # hand-written, approved
                tables:
                  orders:
                    layer: silver
                    status: approved   # by Ann
                    description: >-
                      One row per order.
                    columns:
                      order_id: {description: "Order id."}   # the key
                """;
        Files.writeString(project.metadataFile, approved);
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(DraftScript.tableOf(ollama.lastChat())).isEqualTo("region_summary");
        assertThat(result.of(TableOutcome.Kind.APPROVED_SKIPPED)).extracting(TableOutcome::key)
                .containsExactly("orders");
        assertThat(Files.readString(project.metadataFile)).startsWith(approved);
    }

    @Test
    void draftAndStaleTablesAreRegeneratedAndStaleBecomesDraft() throws Exception {
        Files.writeString(project.metadataFile, """
                tables:
                  orders:
                    layer: silver
                    status: stale
                    description: One row per customer order, approved by Ann.
                    columns:
                      order_id: {description: "Order number."}
                      amount: {description: "Order value in euros."}
                    schema_hash: 0123456789abcdef
                    stale_reason: schema changed since last metadata refresh (0123456789abcdef -> f4577205c246844c)
                    schema_delta: {added: [region], removed: [], retyped: []}
                  region_summary:
                    layer: gold
                    status: draft
                    description: Old draft.
                """);
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(result.of(TableOutcome.Kind.REDRAFTED)).extracting(TableOutcome::key).containsExactly("orders");
        MetadataConfig config = project.read();
        TableMetadata orders = config.tables().get("orders");
        assertThat(orders.status()).isEqualTo(TableStatus.DRAFT);
        assertThat(orders.staleReason()).isNull();
        assertThat(orders.schemaDelta()).isNull();
        assertThat(orders.schemaHash()).isEqualTo("f4577205c246844c");
        assertThat(orders.columns()).containsOnlyKeys("order_id", "amount", "region");
        assertThat(config.tables().get("region_summary").description()).isEqualTo("Drafted: one row per region_summary.");
        String stalePrompt = ollama.chats().get(0).lastUserText();
        assertThat(stalePrompt).contains("One row per customer order, approved by Ann.")
                .contains("Order value in euros.").contains("added: region");
        assertThat(ollama.chats().get(1).lastUserText()).doesNotContain("approved by a person");
    }

    @Test
    void aStaleTableIsRedraftedFromItsLastApprovalInTheCurationLogWithTheRetypedColumn() throws Exception {
        Files.writeString(project.metadataFile, """
                tables:
                  orders:
                    layer: silver
                    status: stale
                    description: Current text, edited after approval.
                    columns:
                      order_id: {description: "Order number."}
                    schema_hash: 0123456789abcdef
                """);
        com.fasterxml.jackson.databind.node.ObjectNode snapshot = new com.fasterxml.jackson.databind.ObjectMapper()
                .createObjectNode().put("layer", "silver").put("status", "approved")
                .put("description", "The text Ann approved.");
        snapshot.putObject("schema").put("order_id", "INTEGER").put("amount", "DOUBLE").put("region", "VARCHAR");
        project.log.record("ann", CurationKind.TABLE, "orders", CurationAction.APPROVE, null, snapshot, null);
        ollama.script(new DraftScript());

        generate(GenerateOptions.defaults().onlyTable("orders"), GenerateListener.none());

        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(ollama.lastChat().lastUserText()).contains("The text Ann approved.")
                .doesNotContain("Current text").contains("retyped: order_id INTEGER -> BIGINT");
    }

    @Test
    void theGlossaryAndEveryByteOutsideTheDraftedEntriesAreKept() throws Exception {
        String glossary = "\n# business terms\nglossary:\n  order: A purchase.   # flat, openmedallion's form\n"
                + "  churn: {definition: \"Not tracked here.\", status: approved, not_tracked: true}\n";
        Files.writeString(project.metadataFile, "tables: {}\n" + glossary);
        ollama.script(new DraftScript());

        generate();

        assertThat(Files.readString(project.metadataFile)).endsWith(glossary);
        assertThat(project.read().glossary()).containsKeys("order", "churn");
    }

    @Test
    void aFencedJsonReplyIsParsed() {
        ollama.script(chat -> FakeReply.text("```json\n" + DraftScript.replyFor(chat.lastUserText()) + "\n```"));

        GenerateResult result = generate();

        assertThat(result.complete()).isTrue();
        assertThat(project.read().tables().get("orders").description()).isEqualTo("Drafted: one row per orders.");
    }

    @Test
    void invalidJsonThenValidTakesThreeCallsForTwoTablesWithTheProblemFedBack() {
        ollama.enqueue(FakeReply.text("{not json"));
        ollama.script(new DraftScript());
        List<String> retries = new ArrayList<>();

        GenerateResult result = generate(GenerateOptions.defaults(), new GenerateListener() {
            @Override
            public void retrying(String key, int retry, int maxRetries, String problem) {
                retries.add(key + " " + retry + "/" + maxRetries);
            }
        });

        assertThat(ollama.chatCount()).isEqualTo(3);
        assertThat(retries).containsExactly("orders 1/2");
        assertThat(ollama.chats().get(1).lastUserText()).contains("Your previous response was invalid JSON");
        assertThat(result.of(TableOutcome.Kind.DRAFTED).get(0).llmCalls()).isEqualTo(2);
        assertThat(result.llmCalls()).isEqualTo(3);
    }

    @Test
    void aReplyMissingAColumnIsRetriedWithTheMissingColumnNamed() {
        ollama.enqueue(FakeReply.text(DraftScript.reply("orders", List.of("order_id", "amount"))));
        ollama.script(new DraftScript());

        generate(GenerateOptions.defaults().onlyTable("orders"), GenerateListener.none());

        assertThat(ollama.chatCount()).isEqualTo(2);
        assertThat(ollama.chats().get(1).lastUserText()).contains("missing key \"region\"");
        assertThat(project.read().tables().get("orders").columns().get("region").description()).isNotNull();
    }

    @Test
    void alwaysInvalidFailsThatTableAloneAfterTwoRetriesInsteadOfAbortingTheRun_differsFromOpenmedallion() {
        ollama.whenPromptContains("Table: orders", FakeReply.text("not json at all"));
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        assertThat(ollama.chatCount()).isEqualTo(4);
        TableOutcome failed = result.of(TableOutcome.Kind.FAILED).get(0);
        assertThat(failed.key()).isEqualTo("orders");
        assertThat(failed.llmCalls()).isEqualTo(3);
        assertThat(failed.message()).contains("usable JSON after 2 retries");
        assertThat(project.read().tables()).containsOnlyKeys("region_summary");
        assertThat(result.complete()).isFalse();
    }

    @Test
    void theListenerHearsEveryTableStartAndFinishInOrder() {
        ollama.script(new DraftScript());
        List<String> events = new ArrayList<>();

        generate(GenerateOptions.defaults(), new GenerateListener() {
            @Override
            public void started(String key, int index, int total) {
                events.add("start " + key + " " + index + "/" + total);
            }

            @Override
            public void finished(TableOutcome outcome, int index, int total) {
                events.add(outcome.kind() + " " + outcome.key() + " " + index + "/" + total);
            }
        });

        assertThat(events).containsExactly("start orders 1/2", "DRAFTED orders 1/2", "start region_summary 2/2",
                "DRAFTED region_summary 2/2");
    }

    @Test
    void aGoldTableWithASilverTablesNameGetsItsOwnKeyAndNeverOverwritesTheSilverEntry() throws Exception {
        project.addTable(Layer.GOLD, "orders", "SELECT 'North' AS region, 3 AS orders");
        Files.writeString(project.metadataFile, """
                tables:
                  orders:
                    layer: silver
                    status: approved
                    description: Silver orders.
                """);
        ollama.script(new DraftScript());

        generate();

        MetadataConfig config = project.read();
        assertThat(config.tables().get("orders").description()).isEqualTo("Silver orders.");
        assertThat(config.tables().get("gold.orders").layer()).isEqualTo(Layer.GOLD);
        assertThat(config.tables().get("gold.orders").columns()).containsOnlyKeys("region", "orders");
    }

    @Test
    void aNewSilverTableWhoseKeyAGoldEntryHoldsIsRefusedWithTheRenameToDoAndNothingIsOverwritten() throws Exception {
        project.addTable(Layer.GOLD, "orders", "SELECT 'North' AS region, 3 AS orders");
        String gold = "tables:\n  orders:\n    layer: gold\n    status: approved\n";
        Files.writeString(project.metadataFile, gold);
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        TableOutcome silver = result.outcomes().get(0);
        assertThat(silver.layer()).isEqualTo(Layer.SILVER);
        assertThat(silver.kind()).isEqualTo(TableOutcome.Kind.FAILED);
        assertThat(silver.message()).contains("Rename the gold entry to 'gold.orders'");
        assertThat(ollama.chats()).extracting(DraftScript::tableOf).containsExactly("region_summary");
        assertThat(Files.readString(project.metadataFile)).startsWith(gold);
    }

    @Test
    void anEntryWhoseParquetIsGoneIsKeptAndFlagged() throws Exception {
        String returns = """
                  returns:
                    layer: silver
                    status: draft
                    description: Returned orders.
                """;
        Files.writeString(project.metadataFile, "tables:\n" + returns);
        ollama.script(new DraftScript());

        GenerateResult result = generate();

        assertThat(result.of(TableOutcome.Kind.PARQUET_MISSING)).extracting(TableOutcome::key)
                .containsExactly("returns");
        assertThat(Files.readString(project.metadataFile)).startsWith("tables:\n" + returns);
        assertThat(project.read().tables()).containsKeys("returns", "orders", "region_summary");
    }

    @Test
    void eachDraftIsRecordedInTheCurationLogWithoutCountingAsAnApproval() {
        ollama.script(new DraftScript());

        generate();

        assertThat(project.log.history(CurationKind.TABLE, "orders")).singleElement()
                .satisfies(entry -> {
                    assertThat(entry.action()).isEqualTo(CurationAction.ADD);
                    assertThat(entry.note()).contains("drafted by " + FakeOllamaServer.DEFAULT_MODEL);
                });
        assertThat(project.log.lastApproved(CurationKind.TABLE, "orders")).isEmpty();
    }
}
