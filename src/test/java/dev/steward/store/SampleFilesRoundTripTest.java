package dev.steward.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.examples.Example;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.metadata.MetadataConfig;
import dev.steward.metadata.MetadataReader;
import dev.steward.metadata.TableStatus;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipsReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file of the bundled sample project survives load + save with no change byte for byte, and one edit
 * changes only its own span: the promise "a file is changed only where a user decision changes it".
 */
class SampleFilesRoundTripTest {
    private static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    @TempDir
    Path tmp;

    static Stream<Path> yamlFiles() throws IOException {
        return files(".yaml");
    }

    static Stream<Path> jsonLinesFiles() throws IOException {
        return files(".jsonl");
    }

    @ParameterizedTest
    @MethodSource("yamlFiles")
    void yamlRoundTripsByteForByte(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);

        assertThat(YamlDocument.parse(text, file).text()).isEqualTo(text);
    }

    @ParameterizedTest
    @MethodSource("jsonLinesFiles")
    void jsonLinesRoundTripByteForByte(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);

        assertThat(JsonLinesDocument.parse(bytes).bytes()).isEqualTo(bytes);
    }

    @Test
    void approvingOneTableChangesOnlyItsStatusLine() throws IOException {
        Path file = copy("metadata.yaml");
        String before = Files.readString(file);
        MetadataConfig original = new MetadataReader().read(file);

        String after = YamlDocument.parse(before, file).setScalar(YamlPath.of("tables", "customers", "status"),
                "approved").text();
        Files.writeString(file, after);

        assertThat(changedLines(before, after)).containsExactly("-    status: draft", "+    status: approved");
        MetadataConfig edited = new MetadataReader().read(file);
        assertThat(edited.tables().get("customers").status()).isEqualTo(TableStatus.APPROVED);
        original.tables().keySet().stream().filter(k -> !k.equals("customers"))
                .forEach(k -> assertThat(edited.tables().get(k)).isEqualTo(original.tables().get(k)));
        assertThat(edited.glossary()).isEqualTo(original.glossary());
    }

    @Test
    void approvingOneRelationshipChangesOnlyThatEntry() throws IOException {
        Path file = copy("relationships.yaml");
        String before = Files.readString(file);
        List<Relationship> original = new RelationshipsReader().read(file).relationships();
        int draft = indexOfFirstDraft(original);

        String after = YamlDocument.parse(before, file).setScalar(YamlPath.of("relationships", draft, "status"),
                "approved").text();
        Files.writeString(file, after);

        assertThat(changedLines(before, after)).hasSize(2).allSatisfy(l -> assertThat(l).contains("status: "));
        List<Relationship> edited = new RelationshipsReader().read(file).relationships();
        assertThat(edited.get(draft).status()).isEqualTo(RelationshipStatus.APPROVED);
        for (int i = 0; i < original.size(); i++) {
            if (i != draft) {
                assertThat(edited.get(i)).isEqualTo(original.get(i));
            }
        }
    }

    @Test
    void verifyingOneExampleRewritesOnlyItsLine() throws IOException {
        Path file = copy("examples/synthetic.jsonl");
        byte[] before = Files.readAllBytes(file);
        List<Example> original = new SyntheticExamplesReader().read(file);
        JsonLinesDocument document = JsonLinesDocument.parse(before);
        int line = firstUnverifiedLine(document);

        String replaced = document.line(line).replace("\"verified\": false", "\"verified\": true")
                .replace("\"verified\":false", "\"verified\":true");
        Files.write(file, document.replace(line, replaced).bytes());

        String beforeText = new String(before, StandardCharsets.UTF_8);
        assertThat(changedLines(beforeText, Files.readString(file))).hasSize(2);
        List<Example> edited = new SyntheticExamplesReader().read(file);
        assertThat(edited).hasSameSizeAs(original);
        assertThat(edited.stream().filter(Example::verified).count())
                .isEqualTo(original.stream().filter(Example::verified).count() + 1);
    }

    private int firstUnverifiedLine(JsonLinesDocument document) {
        for (int i = 1; i <= document.lineCount(); i++) {
            String text = document.line(i);
            if (text.contains("\"verified\": false") || text.contains("\"verified\":false")) {
                return i;
            }
        }
        throw new AssertionError("the sample has no unverified example written with an explicit verified: false");
    }

    private static int indexOfFirstDraft(List<Relationship> relationships) {
        for (int i = 0; i < relationships.size(); i++) {
            if (relationships.get(i).status() == RelationshipStatus.DRAFT) {
                return i;
            }
        }
        throw new AssertionError("the sample has no draft relationship");
    }

    /** A minimal line diff: removed lines prefixed "-", added "+", assuming equal line counts or appends. */
    private static List<String> changedLines(String before, String after) {
        List<String> a = before.lines().toList();
        List<String> b = after.lines().toList();
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String left = i < a.size() ? a.get(i) : null;
            String right = i < b.size() ? b.get(i) : null;
            if (left == null || !left.equals(right)) {
                if (left != null) {
                    changes.add("-" + left);
                }
                if (right != null) {
                    changes.add("+" + right);
                }
            }
        }
        return changes;
    }

    private Path copy(String relative) throws IOException {
        Path target = tmp.resolve(relative);
        Files.createDirectories(target.getParent());
        return Files.copy(SAMPLE.resolve(relative), target);
    }

    private static Stream<Path> files(String suffix) throws IOException {
        List<Path> found;
        try (Stream<Path> walk = Files.walk(SAMPLE)) {
            found = walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        }
        assertThat(found).isNotEmpty();
        return found.stream();
    }
}
