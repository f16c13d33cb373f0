package dev.steward.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.steward.error.FileFormatException;
import dev.steward.error.StewardException;
import dev.steward.health.CheckResult;
import dev.steward.metadata.MetadataLoader;
import dev.steward.relationships.RelationshipsReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed, huge, deeply nested and alias-bomb YAML as main.yaml, metadata.yaml and relationships.yaml: the
 * reader and the doctor answer with a message naming the file (and the line where there is one), within a
 * bounded time, and leave the project folder byte for byte as it was.
 */
class HostileYamlTest {
    /** Only a hang guard; every case finishes in well under a second. */
    private static final Duration HANG_GUARD = Duration.ofSeconds(60);
    /** Corpus cases whose error has a position in the file (a syntax error, not a limit or an encoding). */
    private static final Set<String> LOCATED = Set.of("unclosed-flow.yaml", "tab-indent.yaml",
            "unterminated-string.yaml", "duplicate-keys.yaml");
    private static final List<String> CORPUS = List.of("billion-laughs.yaml", "unclosed-flow.yaml",
            "tab-indent.yaml", "top-level-list.yaml", "duplicate-keys.yaml", "recursive-alias.yaml",
            "wrong-shapes.yaml", "unterminated-string.yaml");

    /** main.yaml is openmedallion's file: Steward reads three fields and ignores other keys, so this one opens. */
    private static final Set<String> MAIN_YAML_OPENS = Set.of("recursive-alias.yaml");

    @TempDir
    Path tmp;

    /** The huge case is over the size limit: 8 MB here, so the 20 MB file stays quick to write (default 64 MB). */
    @org.junit.jupiter.api.BeforeAll
    static void smallSizeLimit() {
        System.setProperty(dev.steward.store.FileSizeLimit.PROPERTY, "8");
    }

    @org.junit.jupiter.api.AfterAll
    static void defaultSizeLimit() {
        System.clearProperty(dev.steward.store.FileSizeLimit.PROPERTY);
    }

    enum Kind {
        MAIN("main.yaml"), METADATA("metadata.yaml"), RELATIONSHIPS("relationships.yaml");

        final String fileName;

        Kind(String fileName) {
            this.fileName = fileName;
        }

        void load(Path project) {
            switch (this) {
                case MAIN -> HostileProjects.opener().open(project);
                case METADATA -> new MetadataLoader().loadProject(project);
                case RELATIONSHIPS -> new RelationshipsReader().read(project.resolve(fileName));
            }
        }
    }

    static Stream<Arguments> cases() {
        List<Arguments> cases = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            CORPUS.forEach(name -> cases.add(Arguments.of(kind, name, HostileProjects.resourceBytes("yaml/" + name))));
            generated().forEach((name, bytes) -> cases.add(Arguments.of(kind, name, bytes)));
        }
        return cases.stream();
    }

    private static java.util.Map<String, byte[]> generated() {
        java.util.Map<String, byte[]> cases = new java.util.LinkedHashMap<>();
        cases.put("deep-flow-nesting", ("tables: " + "[".repeat(100_000)).getBytes(StandardCharsets.UTF_8));
        cases.put("deep-block-nesting", deepBlock(2_000));
        cases.put("huge-20MB", huge(20 * 1024 * 1024));
        cases.put("invalid-utf8", new byte[] {'t', 'a', 'b', 'l', 'e', 's', ':', '\n', ' ', ' ', 'x', ':', ' ',
            (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '\n'});
        cases.put("nul-bytes", "tables:\n  orders:\n    description: a\u0000b\n".getBytes(StandardCharsets.UTF_8));
        return cases;
    }

    private static byte[] deepBlock(int depth) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            text.append(" ".repeat(i)).append("k").append(i).append(":\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] huge(int size) {
        StringBuilder text = new StringBuilder(size + 64).append("tables:\n");
        for (int i = 0; text.length() < size; i++) {
            text.append("  t").append(i).append(": {description: \"padding padding padding\"}\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cases")
    void readerAndDoctorGiveAClearErrorAndWriteNothing(Kind kind, String name, byte[] content) {
        Path project = HostileProjects.withOrders(tmp.resolve("p"));
        HostileProjects.write(project.resolve(kind.fileName), content);
        FolderSnapshot before = FolderSnapshot.of(tmp);

        Throwable thrown = assertTimeoutPreemptively(HANG_GUARD, () -> catchThrowable(() -> kind.load(project)));
        List<CheckResult> doctor = assertTimeoutPreemptively(HANG_GUARD,
                () -> HostileProjects.doctor(tmp.resolve("home"), project));

        assertThat(FolderSnapshot.of(tmp)).isEqualTo(before);
        if (kind == Kind.MAIN && MAIN_YAML_OPENS.contains(name)) {
            assertThat(thrown).isNull();
            assertThat(doctor).noneMatch(r -> r.outcome() == CheckResult.Outcome.FAIL);
            return;
        }
        assertThat(thrown).as("what reading %s threw", kind.fileName).isInstanceOf(StewardException.class);
        assertThat(((StewardException) thrown).userText()).contains(kind.fileName);
        if (LOCATED.contains(name)) {
            assertThat(thrown).isInstanceOf(FileFormatException.class);
            assertThat(((FileFormatException) thrown).location().line()).isPositive();
        }
        assertThat(doctor).anySatisfy(failureNaming(kind.fileName));
    }

    private static Consumer<CheckResult> failureNaming(String fileName) {
        return result -> {
            assertThat(result.outcome()).isEqualTo(CheckResult.Outcome.FAIL);
            assertThat(result.name() + ": " + result.detail()).contains(fileName);
        };
    }
}
