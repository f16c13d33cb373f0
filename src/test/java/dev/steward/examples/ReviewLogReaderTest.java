package dev.steward.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.store.JsonLineProblem;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** harvested.jsonl and failures.jsonl: strict rows, tolerant files. */
class ReviewLogReaderTest {
    @TempDir
    Path dir;

    private final ReviewLogReader reader = new ReviewLogReader();

    @Test
    void readsOpenmedallionAndStewardHarvestedRows() throws Exception {
        Path file = write("harvested.jsonl", """
                {"question": "Top reps?", "sql": "SELECT 1", "result_shape": {"rows": 4, "columns": ["rep", "total"]}, "status": "candidate"}
                {"question":"Old","sql":"SELECT 2","result_shape":{"rows":0,"columns":[]},"status":"harvested","ts":"2026-08-16T19:04:23Z","user":"alice","turn_id":"dd21c610c2d34dd795d3795d0a7bdd0a"}
                {"question": "No shape", "sql": "SELECT 3"}
                """);
        LoggedRows<HarvestedCandidate> rows = reader.readHarvested(file);
        assertThat(rows.problems()).isEmpty();
        assertThat(rows.rows()).hasSize(3);
        assertThat(rows.rows().get(0).resultShape()).isEqualTo(new ResultShape(4, List.of("rep", "total")));
        assertThat(rows.rows().get(1).status()).isEqualTo(HarvestStatus.HARVESTED);
        assertThat(rows.rows().get(1).user()).isEqualTo("alice");
        assertThat(rows.rows().get(2).status()).isEqualTo(HarvestStatus.CANDIDATE);
        assertThat(rows.rows().get(2).resultShape()).isEqualTo(ResultShape.empty());
    }

    @Test
    void badRowsAreProblemsAndTheRestIsStillRead() throws Exception {
        Path file = write("harvested.jsonl", """
                {"question": "a", "sql": "SELECT 1"}
                {"question": "b", "sql": "SELECT 2", "status": "maybe"}
                {"question": "c", "sql": "SELECT 3", "extra": 1}
                {"question": "d", "sql": "SELECT 4"}
                {"question": "e", "sq""");
        LoggedRows<HarvestedCandidate> rows = reader.readHarvested(file);
        assertThat(rows.rows()).extracting(HarvestedCandidate::question).containsExactly("a", "d");
        assertThat(rows.problems()).extracting(JsonLineProblem::lineNumber).containsExactly(2, 3, 5);
        assertThat(rows.problems().get(0).message())
                .isEqualTo("harvested.jsonl:2:48: 'status' of the harvested row must be one of candidate, harvested "
                        + "(found 'maybe'); the line was kept in the file and skipped");
        assertThat(rows.problems().get(1).message()).startsWith("harvested.jsonl:3:38: unknown key 'extra'");
        assertThat(rows.problems().get(2).message()).contains("harvested.jsonl:5:", "no line end");
    }

    @Test
    void readsFailuresInOrderWithStewardFields() throws Exception {
        Path file = write("failures.jsonl", """
                {"question": "q1", "sql": "SELECT x", "status": "failed"}
                {"question":"q2","sql":"","status":"failed","answer":"Binder Error","error":"column x not found","ts":"2026-08-16T19:04:23Z","user":"bob","turn_id":"t2"}
                {"question": "q3", "sql": "SELECT 3", "status": "ok"}
                """);
        LoggedRows<FailureRecord> rows = reader.readFailures(file);
        assertThat(rows.rows()).extracting(FailureRecord::question).containsExactly("q1", "q2");
        assertThat(rows.rows().get(1).error()).isEqualTo("column x not found");
        assertThat(rows.problems()).singleElement().satisfies(p -> assertThat(p.message())
                .startsWith("failures.jsonl:3:49: 'status' of the failure row must be failed (found 'ok')"));
    }

    @Test
    void missingFilesAreEmpty() {
        assertThat(reader.readHarvested(dir.resolve("harvested.jsonl")).rows()).isEmpty();
        assertThat(reader.readFailures(dir.resolve("failures.jsonl")).problems()).isEmpty();
    }

    private Path write(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
