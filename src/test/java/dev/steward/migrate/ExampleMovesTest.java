package dev.steward.migrate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.chat.ChatHistoryReader;
import dev.steward.chat.ChatTurn;
import dev.steward.conformance.OmConformance;
import dev.steward.examples.Example;
import dev.steward.examples.FailureRecord;
import dev.steward.examples.HarvestedCandidate;
import dev.steward.examples.ReviewLogReader;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The examples, feedback and chat moves on a copy of the old sample: only the moved members leave the lines, what
 * the readers show is the same before and after, the files then load in openmedallion, and a second run is a no-op.
 */
class ExampleMovesTest {
    private static final List<String> FILES = List.of("examples/synthetic.jsonl", "examples/harvested.jsonl",
            "examples/failures.jsonl", "chat_history/Alice_Chen.jsonl", "chat_history/Marco_Rossi.jsonl");
    @TempDir
    Path tmp;
    private Path project;
    private final Migrator migrator = new Migrator(List.of(new ExampleExtrasMove(), new FeedbackExtrasMove(),
            new ChatErrorMove()), new AtomicFiles(), Clock.fixed(Instant.parse("2026-12-01T10:00:00Z"),
            ZoneOffset.UTC), "tester");

    @BeforeEach
    void copy() throws IOException {
        project = OldSample.copyTo(tmp.resolve("old"));
    }

    @Test
    void theDryRunListsEachMovedValueAndWritesNothing() throws IOException {
        String before = Files.readString(project.resolve("examples/synthetic.jsonl"));

        MigrationPlan plan = migrator.plan(project);

        assertThat(plan.moved()).extracting(MovedValue::describe).anyMatch(d -> d.startsWith(
                "examples/synthetic.jsonl line 2 verified_by → steward/examples.yaml examples."))
                .anyMatch(d -> d.startsWith("examples/harvested.jsonl line 1 user → steward/feedback.jsonl harvested"))
                .anyMatch(d -> d.startsWith("examples/failures.jsonl line 2 error → steward/feedback.jsonl failures"))
                .anyMatch(d -> d.startsWith("chat_history/Alice_Chen.jsonl line ") && d.contains(" error → "
                        + StewardFolder.CHAT_TURNS));
        assertThat(plan.changedFiles()).containsAll(FILES.subList(0, 4))
                .contains(StewardFolder.EXAMPLES, StewardFolder.FEEDBACK, StewardFolder.CHAT_TURNS);
        assertThat(Files.readString(project.resolve("examples/synthetic.jsonl"))).isEqualTo(before);
        assertThat(project.resolve("steward")).doesNotExist();
    }

    @Test
    void applyTakesOutOnlyTheMovedMembersAndTheAppShowsTheSame() throws IOException {
        List<Example> examples = new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl"));
        List<HarvestedCandidate> harvested = reviewLogs().readHarvested(harvestedFile()).rows();
        List<FailureRecord> failures = reviewLogs().readFailures(failuresFile()).rows();
        List<ChatTurn> turns = new ChatHistoryReader().read(aliceFile()).turns();
        List<String> oldLines = Files.readAllLines(project.resolve("examples/synthetic.jsonl"));

        migrator.apply(project);

        assertThat(new SyntheticExamplesReader().read(project.resolve("examples/synthetic.jsonl")))
                .isEqualTo(examples);
        assertThat(reviewLogs().readHarvested(harvestedFile()).rows()).isEqualTo(harvested);
        assertThat(reviewLogs().readFailures(failuresFile()).rows()).isEqualTo(failures);
        assertThat(new ChatHistoryReader().read(aliceFile()).turns()).isEqualTo(turns);
        List<String> newLines = Files.readAllLines(project.resolve("examples/synthetic.jsonl"));
        for (int i = 0; i < oldLines.size(); i++) {
            assertThat(newLines.get(i)).isEqualTo(withoutStewardMembers(oldLines.get(i)));
        }
        assertThat(OmConformance.check(project)).filteredOn(v -> !v.startsWith("metadata") && !v.startsWith("relat"))
                .isEmpty();
    }

    @Test
    void aSecondRunChangesNothingAndUndoRestoresTheOldFilesExactly() throws IOException {
        List<byte[]> before = snapshot();
        migrator.apply(project);
        List<byte[]> migrated = snapshot();

        assertThat(migrator.plan(project).isEmpty()).isTrue();
        assertThat(migrator.apply(project).isEmpty()).isTrue();
        assertThat(snapshot()).containsExactlyElementsOf(migrated);

        migrator.undo(project);
        assertThat(snapshot()).containsExactlyElementsOf(before);
        assertThat(project.resolve(StewardFolder.EXAMPLES)).doesNotExist();
    }

    /** The old line with Steward's members (and a typed slot's object) taken out by hand, for comparison. */
    private static String withoutStewardMembers(String line) {
        String out = line;
        for (String key : List.of("verified_by", "verified_at", "source")) {
            out = out.replaceAll(",\\s?\"" + key + "\":\\s?\"[^\"]*\"", "");
        }
        Pattern slot = Pattern.compile("\\{\"description\":\\s?(\"(?:[^\"\\\\]|\\\\.)*\")(?:[^{}]|\\{[^{}]*\\})*\\}");
        return slot.matcher(out).replaceAll(m -> m.group(1).replace("\\", "\\\\").replace("$", "\\$"));
    }

    private List<byte[]> snapshot() throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (String file : FILES) {
            out.add(Files.readAllBytes(project.resolve(file)));
        }
        return out;
    }

    private static ReviewLogReader reviewLogs() {
        return new ReviewLogReader();
    }

    private Path harvestedFile() {
        return project.resolve("examples/harvested.jsonl");
    }

    private Path failuresFile() {
        return project.resolve("examples/failures.jsonl");
    }

    private Path aliceFile() {
        return project.resolve("chat_history/Alice_Chen.jsonl");
    }
}
