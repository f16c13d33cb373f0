package dev.steward.ui.metadata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationKind;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The curation log is read once per version of the file, not once per review. */
class CurationHistoryTest {
    @TempDir
    Path temp;

    @Test
    void readsTheLogAgainOnlyWhenItChangedOrWasInvalidated() throws Exception {
        CurationLog log = new CurationLog(temp.resolve("curation_log.jsonl"), new JsonLinesAppender(new AtomicFiles()),
                new JsonLinesReader(), Clock.systemUTC());
        AtomicInteger reads = new AtomicInteger();
        CurationHistory history = new CurationHistory(log.file(), () -> {
            reads.incrementAndGet();
            return log.entries().entries();
        });
        approve(log, "orders", "first");

        assertThat(history.lastApproval(CurationKind.TABLE, "orders")).get()
                .satisfies(e -> assertThat(e.snapshot().path("description").asText()).isEqualTo("first"));
        history.lastApproval(CurationKind.TABLE, "orders");
        history.lastApproval(CurationKind.TABLE, "customers");
        assertThat(reads).as("one read for three questions").hasValue(1);

        approve(log, "orders", "second, written by another tool");
        assertThat(history.lastApproval(CurationKind.TABLE, "orders")).get()
                .satisfies(e -> assertThat(e.snapshot().path("description").asText()).startsWith("second"));
        assertThat(reads).as("the file grew: read again").hasValue(2);

        history.invalidate();
        history.lastApproval(CurationKind.TABLE, "orders");
        assertThat(reads).hasValue(3);

        Files.delete(log.file());
        assertThat(history.lastApproval(CurationKind.TABLE, "orders")).isEmpty();
    }

    private static void approve(CurationLog log, String key, String description) {
        log.record("tester", CurationKind.TABLE, key, CurationAction.APPROVE, null,
                new ObjectMapper().createObjectNode().put("description", description), null);
    }
}
