package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.steward.error.FileConflictException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonLinesAppenderTest {
    @TempDir
    Path dir;

    private final ObjectMapper mapper = new ObjectMapper();
    private final AtomicFiles files = new AtomicFiles();
    private final JsonLinesAppender appender = new JsonLinesAppender(files);

    record Failure(String question, String sql, String status) {
    }

    @Test
    void appendsOneCompactLinePerRowCreatingFolders() throws Exception {
        Path file = dir.resolve("examples/failures.jsonl");

        appender.append(file, new Failure("How many?", "SELECT\n  count(*)", "failed"));
        appender.append(file, mapper.readTree("{\"question\": \"Q2\", \"sql\": \"SELECT 2\"}"));

        assertThat(Files.readString(file)).isEqualTo(
                "{\"question\":\"How many?\",\"sql\":\"SELECT\\n  count(*)\",\"status\":\"failed\"}\n"
                        + "{\"question\":\"Q2\",\"sql\":\"SELECT 2\"}\n");
    }

    @Test
    void anIndentingMapperStillWritesOneLinePerRow() throws Exception {
        Path file = dir.resolve("x.jsonl");
        JsonLinesAppender pretty = new JsonLinesAppender(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT),
                files);

        pretty.appendAll(file, List.of(Map.of("a", 1), Map.of("b", List.of(1, 2))));

        assertThat(Files.readAllLines(file)).containsExactly("{\"a\":1}", "{\"b\":[1,2]}");
    }

    @Test
    void aTornLastLineIsClosedFirstSoItStaysSeparateAndTheNewRowIsIntact() throws Exception {
        Path file = dir.resolve("chat_history/alice.jsonl");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "{\"seq\":1}\n{\"seq\":2,\"quest");

        appender.append(file, Map.of("seq", 3));

        assertThat(Files.readString(file)).isEqualTo("{\"seq\":1}\n{\"seq\":2,\"quest\n{\"seq\":3}\n");
    }

    @Test
    void concurrentAppendsFromManyThreadsNeverInterleave() throws Exception {
        Path file = dir.resolve("harvested.jsonl");
        String padding = "x".repeat(5_000); // rows larger than one write chunk would show interleaving
        ExecutorService pool = Executors.newFixedThreadPool(6);
        List<Future<?>> done = new ArrayList<>();
        for (int thread = 0; thread < 6; thread++) {
            int t = thread;
            done.add(pool.submit(() -> {
                for (int i = 0; i < 50; i++) {
                    appender.append(file, Map.of("thread", t, "i", i, "pad", padding));
                }
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();

        List<String> lines = Files.readAllLines(file);
        Set<String> seen = new HashSet<>();
        for (String line : lines) {
            JsonNode row = mapper.readTree(line);
            assertThat(row.get("pad").asText()).isEqualTo(padding);
            seen.add(row.get("thread").asInt() + "/" + row.get("i").asInt());
        }
        assertThat(lines).hasSize(300);
        assertThat(seen).hasSize(300);
    }

    @Test
    void appendsFromSeveralProcessesAtOnceNeverOverwriteOrInterleave() throws Exception {
        Path file = dir.resolve("chat_history/shared.jsonl");
        ChildJvm first = ChildJvm.start(ConcurrentAppendMain.class, file.toString(), "p", "150");
        ChildJvm second = ChildJvm.start(ConcurrentAppendMain.class, file.toString(), "q", "150");
        for (int i = 0; i < 150; i++) {
            appender.append(file, Map.of("writer", "r", "i", i, "pad", "r".repeat(8_000)));
        }
        assertThat(first.process().waitFor()).isZero();
        assertThat(second.process().waitFor()).isZero();

        List<String> lines = Files.readAllLines(file);
        Set<String> seen = new HashSet<>();
        for (String line : lines) {
            JsonNode row = mapper.readTree(line);
            String writer = row.get("writer").asText();
            assertThat(row.get("pad").asText()).hasSize(8_000).matches(writer + "+");
            seen.add(writer + row.get("i").asInt());
        }
        assertThat(lines).hasSize(450);
        assertThat(seen).hasSize(450);
    }

    @Test
    void rewriteReplacesTheWholeFileWhenUnchanged() throws Exception {
        Path file = dir.resolve("harvested.jsonl");
        appender.append(file, Map.of("status", "candidate"));
        FileStamp loaded = FileStamp.of(file);

        FileStamp after = appender.rewrite(file, List.of(Map.of("status", "harvested"), Map.of("n", 2)), loaded);
        appender.append(file, Map.of("n", 3));

        assertThat(Files.readAllLines(file)).containsExactly("{\"status\":\"harvested\"}", "{\"n\":2}", "{\"n\":3}");
        assertThat(after.size()).isEqualTo("{\"status\":\"harvested\"}\n{\"n\":2}\n".length());
    }

    @Test
    void anAppendRacingAGuardedRewriteIsNeverLostToTheReplacedFile() throws Exception {
        Path file = dir.resolve("harvested.jsonl");
        appender.append(file, Map.of("seed", 0));
        // A second instance has its own in-process locks, so only the OS lock and the file-identity check keep
        // its appends off the file a rewrite is replacing, as with an appender in another process.
        JsonLinesAppender other = new JsonLinesAppender(new AtomicFiles());
        ExecutorService pool = Executors.newSingleThreadExecutor();
        Future<?> appends = pool.submit(() -> {
            for (int i = 0; i < 200; i++) {
                other.append(file, Map.of("i", i));
                Thread.sleep(i % 3); // gaps in which rewrites can succeed, so the two really overlap
            }
            return null;
        });
        int rewrites = 0;
        while (!appends.isDone() || rewrites == 0) {
            LoadedFile loaded = LoadedFile.read(file);
            List<JsonNode> rows = new ArrayList<>();
            // the read takes no lock, so it can catch the other appender mid-line: only whole lines are rows (the
            // torn tail's append changes the file, so the guarded rewrite below is refused and read again)
            String whole = loaded.text().substring(0, loaded.text().lastIndexOf('\n') + 1);
            for (String line : whole.split("\n")) {
                if (!line.isEmpty()) {
                    rows.add(mapper.readTree(line));
                }
            }
            try {
                appender.rewrite(file, rows, loaded.stamp());
                rewrites++;
            } catch (FileConflictException appendedMeanwhile) {
                // expected now and then: read again and retry
            }
        }
        appends.get();
        pool.shutdown();

        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(201).first().isEqualTo("{\"seed\":0}");
        assertThat(lines.subList(1, 201)).containsExactlyElementsOf(
                java.util.stream.IntStream.range(0, 200).mapToObj(i -> "{\"i\":" + i + "}").toList());
        assertThat(rewrites).isPositive();
    }

    @Test
    void rewriteRefusesWhenSomethingWasAppendedSinceLoadingAndKeepsIt() throws Exception {
        Path file = dir.resolve("harvested.jsonl");
        appender.append(file, Map.of("n", 1));
        FileStamp loaded = FileStamp.of(file);
        appender.append(file, Map.of("n", 2)); // e.g. a thumbs-up from the chat meanwhile

        assertThatThrownBy(() -> appender.rewrite(file, List.of(Map.of("n", 9)), loaded))
                .isInstanceOf(FileConflictException.class);

        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("{\"n\":1}\n{\"n\":2}\n");
    }

    @Test
    void aRowThatCannotBeSerialisedWritesNothing() throws Exception {
        Path file = Files.writeString(dir.resolve("x.jsonl"), "{\"n\":1}\n");
        Object unserialisable = new Object();

        assertThatThrownBy(() -> appender.appendAll(file, List.of(Map.of("n", 2), unserialisable)))
                .hasMessageContaining("Could not write a row to " + file)
                .hasMessageContaining("Nothing was written");

        assertThat(Files.readString(file)).isEqualTo("{\"n\":1}\n");
    }
}
