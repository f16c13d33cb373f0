package dev.steward.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.error.StewardException;
import dev.steward.llm.OllamaLlm;
import dev.steward.llm.OllamaLlmConfig;
import dev.steward.store.CurationKind;
import dev.steward.testing.llm.FakeOllamaServer;
import dev.steward.testing.llm.FakeReply;
import java.nio.file.Files;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ollama down, slow, erroring or cut off mid-run; a cancel; a file changed under the run. Each ends with a clear
 * message, every table drafted before it on disk, and a file that still parses.
 */
class MetadataGeneratorFailuresTest {
    private static final String EXISTING = """
            # kept as written
            tables:
              orders:
                layer: silver
                status: draft
                description: An old draft.
            """;

    @TempDir
    java.nio.file.Path tmp;

    private GeneratorProject project;
    private FakeOllamaServer ollama;

    @BeforeEach
    void start() throws Exception {
        project = new GeneratorProject(tmp);
        ollama = FakeOllamaServer.start();
        Files.writeString(project.metadataFile, EXISTING);
    }

    @AfterEach
    void stop() {
        ollama.close();
        project.close();
    }

    private GenerateResult generate(OllamaLlm llm, GenerateOptions options, GenerateListener listener,
                                    java.util.function.BooleanSupplier cancelled) {
        return project.generator(llm).generate(project.metadataFile, options, listener, cancelled);
    }

    private GenerateResult generate(GenerateOptions options) {
        return generate(ollama.llm(), options, GenerateListener.none(), () -> false);
    }

    @Test
    void ollamaDownStopsTheRunWithOneMessageNamingTheFixAndWritesNothing() throws Exception {
        OllamaLlm llm = new OllamaLlm(OllamaLlmConfig.defaults(ollama.endpoint(FakeOllamaServer.DEFAULT_MODEL))
                .withConnectRetries(0, Duration.ofMillis(10)));
        ollama.close();

        GenerateResult result = generate(llm, GenerateOptions.defaults(), GenerateListener.none(), () -> false);

        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.LLM_UNAVAILABLE);
        assertThat(result.stopMessage()).contains("No Ollama answers at").contains("ollama serve");
        assertThat(result.outcomes()).extracting(TableOutcome::kind)
                .containsExactly(TableOutcome.Kind.NOT_RUN, TableOutcome.Kind.NOT_RUN);
        assertThat(Files.readString(project.metadataFile)).isEqualTo(EXISTING);
        assertThat(project.log.file()).doesNotExist();
    }

    @Test
    void aMissingModelStopsTheRunWithTheOllamaPullCommandAfterOneCall() throws Exception {
        ollama.script(chat -> FakeReply.modelNotFound());

        GenerateResult result = generate(GenerateOptions.defaults());

        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.LLM_UNAVAILABLE);
        assertThat(result.stopMessage()).contains("ollama pull " + FakeOllamaServer.DEFAULT_MODEL);
        assertThat(Files.readString(project.metadataFile)).isEqualTo(EXISTING);
    }

    @Test
    void aSlowReplyFailsThatTableWithATimeoutMessageAndTheNextTableIsStillDrafted() throws Exception {
        ollama.whenPromptContains("Table: orders", FakeReply.text("{}").after(Duration.ofSeconds(3)));
        ollama.script(new DraftScript());

        GenerateResult result = generate(GenerateOptions.defaults().withCallTimeout(Duration.ofMillis(300)));

        TableOutcome orders = result.outcomes().get(0);
        assertThat(orders.kind()).isEqualTo(TableOutcome.Kind.FAILED);
        assertThat(orders.message()).contains("did not answer within 300 ms").contains("raise the LLM timeout");
        assertThat(result.outcomes().get(1).kind()).isEqualTo(TableOutcome.Kind.DRAFTED);
        assertThat(ollama.chatCount()).as("a timeout is not retried").isEqualTo(2);
        MetadataConfig config = project.read();
        assertThat(config.tables().get("orders").description()).isEqualTo("An old draft.");
        assertThat(config.tables().get("region_summary").status()).isEqualTo(TableStatus.DRAFT);
        assertThat(Files.readString(project.metadataFile)).startsWith(EXISTING);
    }

    @Test
    void aServerErrorOnOneTableIsReportedAndTheRunContinues() {
        ollama.whenPromptContains("Table: orders", FakeReply.httpError(500, "out of memory"));
        ollama.script(new DraftScript());

        GenerateResult result = generate(GenerateOptions.defaults());

        assertThat(result.outcomes().get(0).message()).contains("HTTP 500").contains("out of memory");
        assertThat(result.outcomes().get(1).kind()).isEqualTo(TableOutcome.Kind.DRAFTED);
        assertThat(result.summary()).isEqualTo("2 table(s) - 1 drafted, 0 already approved (untouched), 1 failed");
    }

    @Test
    void ollamaDyingMidRunKeepsTheTablesDraftedBeforeAndStopsWithOneMessage() {
        ollama.enqueue(FakeReply.text(DraftScript.reply("orders", java.util.List.of("order_id", "amount",
                "region"))), FakeReply.dropConnection());

        GenerateResult result = generate(GenerateOptions.defaults());

        assertThat(result.outcomes()).extracting(TableOutcome::kind)
                .containsExactly(TableOutcome.Kind.DRAFTED, TableOutcome.Kind.NOT_RUN);
        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.LLM_UNAVAILABLE);
        assertThat(result.stopMessage()).contains("closed the connection");
        assertThat(project.read().tables().get("orders").description()).isEqualTo("Drafted: one row per orders.");
    }

    @Test
    void cancellingBetweenTablesKeepsTheDraftedTableAndRunsNoMore() {
        ollama.script(new DraftScript());
        AtomicBoolean cancel = new AtomicBoolean();

        GenerateResult result = generate(ollama.llm(), GenerateOptions.defaults(), new GenerateListener() {
            @Override
            public void finished(TableOutcome outcome, int index, int total) {
                cancel.set(true);
            }
        }, cancel::get);

        assertThat(ollama.chatCount()).isEqualTo(1);
        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.CANCELLED);
        assertThat(result.outcomes()).extracting(TableOutcome::kind)
                .containsExactly(TableOutcome.Kind.DRAFTED, TableOutcome.Kind.NOT_RUN);
        assertThat(project.read().tables()).containsOnlyKeys("orders");
        assertThat(project.log.history(CurationKind.TABLE, "orders")).hasSize(1);
    }

    @Test
    void anInterruptedThreadCancelsTheRunBeforeTheTableIsSampledOrSent() {
        ollama.script(new DraftScript());

        GenerateResult result;
        try {
            result = generate(ollama.llm(), GenerateOptions.defaults(), new GenerateListener() {
                @Override
                public void started(String key, int index, int total) {
                    Thread.currentThread().interrupt(); // what Jobs does to a cancelled job's thread
                }
            }, () -> false);
        } finally {
            Thread.interrupted(); // clear the flag for the next test
        }

        assertThat(ollama.chatCount()).isZero();
        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.CANCELLED);
        assertThat(result.outcomes()).extracting(TableOutcome::kind)
                .containsExactly(TableOutcome.Kind.NOT_RUN, TableOutcome.Kind.NOT_RUN);
    }

    @Test
    void aFileChangedByAnotherWriterDuringTheRunIsNotOverwrittenAndTheRunStops() throws Exception {
        ollama.script(new DraftScript());
        String changed = "tables: {}   # someone else's edit\n";

        GenerateResult result = generate(ollama.llm(), GenerateOptions.defaults(), new GenerateListener() {
            @Override
            public void finished(TableOutcome outcome, int index, int total) {
                try {
                    Files.writeString(project.metadataFile, changed);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }, () -> false);

        assertThat(result.stop()).isEqualTo(GenerateResult.Stop.FILE_CONFLICT);
        assertThat(Files.readString(project.metadataFile)).isEqualTo(changed);
    }

    @Test
    void anUnknownTableNameIsRefusedListingTheTablesAndNothingIsCalled() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> generate(GenerateOptions.defaults()
                        .onlyTable("ordrs")))
                .isInstanceOf(StewardException.class)
                .hasMessageContaining("no table 'ordrs'").hasMessageContaining("orders, region_summary");
        assertThat(ollama.chatCount()).isZero();
    }
}
