package dev.steward.relationships;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.FileConflictException;
import dev.steward.error.StewardException;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationAction;
import dev.steward.store.CurationEntry;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each decision changes only its own entry's bytes, refuses a file changed on disk, and lands in the log. */
class RelationshipsEditorTest {
    private static final String FILE_TEXT = """
            # reviewed weekly
            relationships:
              - from_table: orders   # checked by Ana
                to_table: customers
                join_on: [customer_id]
                status: approved
              # a proposal
              - from_table: orders
                to_table: products
                join_on: [product_id]
                confidence: medium
                status: draft
                method: fk_naming
              - from_table: reps
                to_table: reps
                join_on: ["manager_id = rep_id"]
                status: stale
                stale_reason: column 'reps.manager_id' is no longer in the data
            """;
    private static final RelationshipIdentity PRODUCTS = new RelationshipIdentity("orders", "products",
            List.of("product_id"));

    @TempDir
    Path dir;
    private Path file;
    private CurationLog log;
    private RelationshipsEditor editor;

    @BeforeEach
    void setUp() throws Exception {
        file = Files.writeString(dir.resolve("relationships.yaml"), FILE_TEXT);
        AtomicFiles files = new AtomicFiles();
        log = new CurationLog(dir.resolve("curation_log.jsonl"), new JsonLinesAppender(files), new JsonLinesReader(),
                Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneOffset.UTC));
        editor = new RelationshipsEditor(new RelationshipsReader(), files, log, "ana");
    }

    @Test
    void approvingADraftChangesOnlyItsStatusLine() throws Exception {
        LoadedRelationships after = editor.approve(editor.load(file), PRODUCTS);

        assertThat(Files.readString(file)).isEqualTo(FILE_TEXT.replace(
                "confidence: medium\n    status: draft", "confidence: medium\n    status: approved"));
        assertThat(after.find(PRODUCTS)).get().extracting(Relationship::status).isEqualTo(RelationshipStatus.APPROVED);
        assertThat(after.text()).isEqualTo(Files.readString(file));
        CurationEntry logged = log.entries().entries().get(0);
        assertThat(logged.action()).isEqualTo(CurationAction.APPROVE);
        assertThat(logged.key()).isEqualTo("orders -> products on [product_id]");
        assertThat(logged.user()).isEqualTo("ana");
    }

    @Test
    void approvingAStaleEntryDropsItsReason() throws Exception {
        editor.approve(editor.load(file), new RelationshipIdentity("reps", "reps", List.of("manager_id = rep_id")));

        assertThat(Files.readString(file)).isEqualTo(FILE_TEXT.replace("    status: stale\n"
                + "    stale_reason: column 'reps.manager_id' is no longer in the data\n", "    status: approved\n"));
    }

    @Test
    void addingAppendsOnlyTheNewEntryAndLogsIt() throws Exception {
        Relationship added = new Relationship("orders", "regions", List.of(JoinColumn.shared("region"),
                new JoinColumn("quarter", "fiscal_quarter")), Confidence.MEDIUM, RelationshipStatus.DRAFT, null,
                new RelationshipEvidence(true, 0.0, 0L, 40L, true, Cardinality.MANY_TO_ONE, "2026-11-29T10:00:00Z"),
                null, null);

        LoadedRelationships after = editor.add(editor.load(file), added);

        String text = Files.readString(file);
        assertThat(text).startsWith(FILE_TEXT);
        assertThat(text.substring(FILE_TEXT.length())).contains("from_table: orders", "to_table: regions",
                "quarter = fiscal_quarter").doesNotContain("method").doesNotContain("evidence");
        assertThat(Files.readString(RelationshipNotesFile.of(file))).contains("cardinality: many_to_one");
        assertThat(after.entries()).hasSize(4).last().isEqualTo(added);
        assertThat(editor.load(file).entries()).last().isEqualTo(added);
        assertThat(log.entries().entries()).extracting(CurationEntry::action).containsExactly(CurationAction.ADD);
    }

    @Test
    void addingToAMissingFileCreatesIt() throws Exception {
        Path fresh = dir.resolve("new/relationships.yaml");
        Files.createDirectories(fresh.getParent());
        Relationship added = new Relationship("a", "b", List.of(JoinColumn.shared("id")), null, null, null, null,
                null, null);

        editor.add(editor.load(fresh), added);

        assertThat(new RelationshipsReader().read(fresh).relationships()).containsExactly(added);
    }

    @Test
    void editingChangesOnlyTheFieldsThatDifferAndMakesItHandAdded() throws Exception {
        LoadedRelationships loaded = editor.load(file);
        Relationship before = loaded.find(PRODUCTS).orElseThrow();
        Relationship edited = new Relationship("orders", "products", List.of(new JoinColumn("sku", "product_id")),
                Confidence.HIGH, RelationshipStatus.DRAFT, null, null, null, null);

        editor.edit(loaded, before.identity(), edited);

        String text = Files.readString(file);
        assertThat(text).contains("# a proposal\n  - from_table: orders\n    to_table: products\n")
                .contains("  - from_table: orders   # checked by Ana\n").doesNotContain("method: fk_naming");
        assertThat(new RelationshipsReader().read(file).relationships().get(1)).isEqualTo(edited);
        assertThat(text.lines().count()).isEqualTo(FILE_TEXT.lines().count() - 1);
        assertThat(log.entries().entries()).extracting(CurationEntry::action).containsExactly(CurationAction.EDIT);
    }

    @Test
    void rejectAndDeleteRemoveOnlyThatEntry() throws Exception {
        LoadedRelationships after = editor.reject(editor.load(file), PRODUCTS);
        after = editor.delete(after, new RelationshipIdentity("orders", "customers", List.of("customer_id")));

        assertThat(after.entries()).extracting(Relationship::fromTable).containsExactly("reps");
        assertThat(Files.readString(file)).contains("# reviewed weekly\nrelationships:\n")
                .contains("stale_reason: column 'reps.manager_id'").doesNotContain("products", "customers");
        assertThat(log.entries().entries()).extracting(CurationEntry::action)
                .containsExactly(CurationAction.REJECT, CurationAction.DELETE);
    }

    @Test
    void aFileChangedOnDiskIsNeverOverwritten() throws Exception {
        LoadedRelationships loaded = editor.load(file);
        String theirs = FILE_TEXT.replace("# reviewed weekly", "# reviewed daily");
        Files.writeString(file, theirs);

        assertThatThrownBy(() -> editor.approve(loaded, PRODUCTS)).isInstanceOf(FileConflictException.class);
        assertThat(Files.readString(file)).isEqualTo(theirs);
        assertThat(log.entries().entries()).isEmpty();
    }

    @Test
    void aDuplicateOrAMissingEntryChangesNothing() throws Exception {
        LoadedRelationships loaded = editor.load(file);
        Relationship duplicate = new Relationship("orders", "products", List.of(JoinColumn.shared("product_id")),
                null, null, null, null, null, null);

        assertThatThrownBy(() -> editor.add(loaded, duplicate)).isInstanceOf(StewardException.class)
                .hasMessageContaining("already has orders -> products");
        assertThatThrownBy(() -> editor.delete(loaded, new RelationshipIdentity("x", "y", List.of("id"))))
                .isInstanceOf(StewardException.class).hasMessageContaining("no entry x -> y");
        assertThat(Files.readString(file)).isEqualTo(FILE_TEXT);
    }
}
