package dev.steward.ui.examples;

import dev.steward.conformance.OmConformance;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.catalog.Catalog;
import dev.steward.catalog.ProfileCache;
import dev.steward.examples.ColumnValues;
import dev.steward.examples.ExampleCuration;
import dev.steward.examples.ExampleHarvest;
import dev.steward.examples.ProfiledColumnValues;
import dev.steward.llm.ChatOptions;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmReply;
import dev.steward.llm.LlmTurn;
import dev.steward.llm.LlmUnreachableException;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Examples tab's view models without a toolkit: real files, real DuckDB sandbox, jobs run at once. */
class ExamplesViewModelTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.UTC);
    private static final String MISSED = "Which regions missed their target in 2024-Q4?";
    @TempDir
    Path temp;
    private Project project;
    private ProjectSandbox sandbox;
    private ExamplesViewModel viewModel;
    private final ErrorPresenter errors = new ErrorPresenter();

    @BeforeEach
    void open() throws Exception {
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        project = new ProjectOpener(Map.of()).open(copy);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), CLOCK);
        sandbox = new ProjectSandbox(project, temp.resolve("duck-tmp"));
        ExamplesService service = new ExamplesService(project,
                new ExampleCuration(project.syntheticExamplesFile(), files, log, "tester", CLOCK),
                new ExampleHarvest(project.syntheticExamplesFile(), project.harvestedFile(), files, log, "tester"),
                sandbox, ColumnValues.none(), () -> new Llm() {
                    @Override
                    public LlmReply chat(List<LlmTurn> turns, ChatOptions options) {
                        throw new LlmUnreachableException("No Ollama answers.", "Start it with `ollama serve`.", null);
                    }

                    @Override
                    public String model() {
                        return "none";
                    }
                });
        viewModel = new ExamplesViewModel(new ImmediateJobs(), errors, service);
        viewModel.load();
    }

    @AfterEach
    void close() {
        sandbox.close();
    }

    @Test
    void theHeaderCountsEachStateAndChipsAndSearchNarrowTheList() {
        assertThat(viewModel.headerProperty().get()).isEqualTo(
                "28 examples · 4 unverified · 20 verified · 4 templates · 1 harvested candidate · 2 failures");
        viewModel.states().add(ExampleState.FAILURE);
        assertThat(viewModel.visibleEntries()).hasSize(2).allMatch(e -> e.state() == ExampleState.FAILURE);
        viewModel.states().add(ExampleState.CANDIDATE);
        assertThat(viewModel.visibleEntries()).hasSize(3);
        viewModel.states().clear();
        viewModel.searchProperty().set("DISCOUNT");
        assertThat(viewModel.visibleEntries()).extracting(ExampleEntry::question)
                .containsExactly("What is the average discount per rep?");
    }

    @Test
    void saveStaysBlockedUntilEverySlotIsDeclaredAndATestFillOfExactlyThisTemplateWorked() throws Exception {
        select(MISSED);
        ExampleDetailViewModel detail = viewModel.detail();
        TemplateEditorViewModel template = detail.template();
        detail.sqlProperty().set(detail.sqlProperty().get().replace("'2024-Q4'", "{quarter}"));

        assertThat(template.saveBlockerProperty().get()).startsWith("Slot {quarter} is not declared");
        assertThat(detail.verifyBlocker()).contains("save it as a template");
        template.declare(template.slots().get(0));
        assertThat(template.slots().get(0).typeProperty().get()).hasToString("QUARTER");
        assertThat(template.saveBlockerProperty().get()).startsWith("Run a test fill");
        template.testQuestionProperty().set("Which regions missed their target in Q3 2024?");
        template.testFill();
        assertThat(template.outcomeProperty().get().ok()).isTrue();
        assertThat(template.saveBlockerProperty().get()).isEqualTo("Not valid yet: slot {quarter} has no example "
                + "value to test the template with.");
        template.slots().get(0).exampleProperty().set("2024-Q4");
        template.testFill();
        assertThat(template.saveBlockerProperty().get()).isEmpty();
        template.slots().get(0).descriptionProperty().set("Calendar quarter, e.g. 2024-Q2");
        assertThat(template.saveBlockerProperty().get()).as("changed since the test").startsWith("Run a test fill");
        template.testFill();

        List<String> before = Files.readAllLines(project.syntheticExamplesFile());
        template.save();

        List<String> after = Files.readAllLines(project.syntheticExamplesFile());
        int line = indexOf(before, MISSED);
        assertThat(without(after, line)).isEqualTo(without(before, line));
        assertThat(after.get(line)).contains("\"templated\": true").contains("{quarter}")
                .contains("\"params\": {\"quarter\": \"Calendar quarter, e.g. 2024-Q2\"}");
        assertThat(viewModel.selectedProperty().get().example().params().get("quarter").type())
                .as("the slot's type is kept in steward/examples.yaml").isNotNull();
        assertThat(viewModel.selectedProperty().get().state()).isEqualTo(ExampleState.TEMPLATE);
        assertThat(errors.currentProperty().get()).isNull();
        OmConformance.assertJsonLinesConform(project.root());
    }

    @Test
    void makeSlotOffersTheColumnsAllowedValuesFromItsProfile() throws Exception {
        try (Catalog catalog = new Catalog(project)) {
            AtomicFiles files = new AtomicFiles();
            CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                    new JsonLinesReader(), CLOCK);
            ExamplesViewModel profiled = new ExamplesViewModel(new ImmediateJobs(), errors, new ExamplesService(project,
                    new ExampleCuration(project.syntheticExamplesFile(), files, log, "tester", CLOCK),
                    new ExampleHarvest(project.syntheticExamplesFile(), project.harvestedFile(), files, log, "tester"),
                    sandbox, new ProfiledColumnValues(catalog, new ProfileCache(project.cacheDir(), files)),
                    () -> null));
            profiled.load();
            profiled.selectedProperty().set(profiled.allEntries().stream()
                    .filter(e -> e.question().equals("How many deals did each region win?")).findFirst().orElseThrow());
            ExampleDetailViewModel detail = profiled.detail();
            int at = detail.sqlProperty().get().indexOf("'closed_won'");

            detail.template().makeSlot(at, at + "'closed_won'".length(), "stage");

            assertThat(detail.sqlProperty().get()).contains("WHERE t.stage = {stage} GROUP BY");
            SlotRow slot = detail.template().slots().get(0);
            assertThat(slot.typeProperty().get()).hasToString("ENUM");
            assertThat(slot.valuesProperty().get()).contains("closed_won").contains("closed_lost").contains("proposal");
            assertThat(slot.columnProperty().get()).isEqualTo("stage");
            assertThat(detail.template().noticeProperty().get()).contains("profile of stage");
        }
    }

    @Test
    void aTestFillNeedingTheUnreachableLlmSaysWhatToStart() {
        select("Who are the top N reps in a region by won revenue?");
        TemplateEditorViewModel template = viewModel.detail().template();
        template.testQuestionProperty().set("Who are the best reps in the East?");
        template.testFill();

        TestFillOutcome outcome = template.outcomeProperty().get();
        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.hint()).contains("ollama serve");
        assertThat(outcome.slots()).extracting(s -> s.name() + "=" + s.text()).containsExactly("region=East");
        assertThat(template.saveBlockerProperty().get()).startsWith("The test fill failed");
    }

    @Test
    void aRowChangedOnDiskRaisesTheConflictAndKeepMineWritesOverThatLine() throws Exception {
        String question = "Which product sold the most units last year?";
        select(question);
        ExampleDetailViewModel detail = viewModel.detail();
        detail.questionProperty().set("Which product sold the most units in 2024?");
        Path file = project.syntheticExamplesFile();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int line = indexOf(lines, question);
        lines.set(line, lines.get(line).replace("last year", "in the last year"));
        Files.write(file, lines);
        detail.run();

        detail.verify();

        assertThat(detail.conflictProperty().get()).isTrue();
        assertThat(Files.readAllLines(file)).isEqualTo(lines);
        detail.keepMine();
        List<String> after = Files.readAllLines(file);
        assertThat(detail.conflictProperty().get()).isFalse();
        assertThat(without(after, line)).isEqualTo(without(lines, line));
        assertThat(after.get(line)).contains("in 2024?").contains("\"verified\":true").doesNotContain("verified_by");
        assertThat(viewModel.selectedProperty().get().example().verifiedBy()).isEqualTo("tester");
        assertThat(viewModel.selectedProperty().get().example().verifiedAt()).isEqualTo("2026-11-29T12:00:00Z");
        OmConformance.assertJsonLinesConform(project.root());
    }

    @Test
    void aRejectThatMeetsAChangedRowRejectsItOnKeepMineAndOnlyThatLineGoes() throws Exception {
        String question = "Which product sold the most units last year?";
        select(question);
        ExampleDetailViewModel detail = viewModel.detail();
        Path file = project.syntheticExamplesFile();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int line = indexOf(lines, question);
        lines.set(line, lines.get(line).replace("last year", "in the last year"));
        Files.write(file, lines);

        detail.reject();

        assertThat(detail.conflictProperty().get()).isTrue();
        assertThat(Files.readAllLines(file)).isEqualTo(lines);
        detail.keepMine();
        assertThat(detail.conflictProperty().get()).isFalse();
        assertThat(Files.readAllLines(file)).isEqualTo(without(lines, line));
    }

    @Test
    void editThenVerifyWritesTheEditedSqlOnThatLineOnly() throws Exception {
        String question = "What share of won revenue comes from each customer segment?";
        select(question);
        ExampleDetailViewModel detail = viewModel.detail();
        List<String> before = Files.readAllLines(project.syntheticExamplesFile());
        detail.sqlProperty().set(detail.sqlProperty().get().replace("1) AS revenue_share_pct", "2) AS revenue_share_pct"));
        assertThat(detail.edited()).isTrue();
        assertThat(detail.verifyBlocker()).as("the edited SQL was never run").startsWith("Run it first");
        detail.run();

        detail.verify();

        List<String> after = Files.readAllLines(project.syntheticExamplesFile());
        int line = indexOf(before, question);
        assertThat(without(after, line)).isEqualTo(without(before, line));
        assertThat(after.get(line)).contains("2) AS revenue_share_pct").contains("\"verified\": true")
                .doesNotContain("verified_by");
        assertThat(viewModel.selectedProperty().get().state()).isEqualTo(ExampleState.VERIFIED);
        assertThat(Files.readString(project.root().resolve("steward/examples.yaml"))).contains("verified_by: tester");
        assertThat(detail.edited()).isFalse();
        assertThat(Files.readString(project.curationLogFile())).contains("\"edit_approve\"");
        OmConformance.assertJsonLinesConform(project.root());
    }

    @Test
    void aRecordWhoseExampleWasRemovedOutsideStewardIsListedAndKept() throws Exception {
        String question = "What share of won revenue comes from each customer segment?";
        select(question);
        viewModel.detail().run();
        viewModel.detail().verify();
        List<String> lines = Files.readAllLines(project.syntheticExamplesFile());
        Files.write(project.syntheticExamplesFile(), without(lines, indexOf(lines, question)));

        viewModel.load();

        assertThat(viewModel.noticeProperty().get()).contains("Records in steward/examples.yaml whose example is gone",
                "\"" + question + "\", verified by tester at 2026-11-29T12:00:00Z");
        assertThat(Files.readString(project.root().resolve("steward/examples.yaml"))).contains(question);
    }

    @Test
    void runShowsARowCappedPreviewAndAVerifiedRowCannotBeRejected() {
        select("How many new customers did we add each year?");
        ExampleDetailViewModel detail = viewModel.detail();
        detail.run();
        assertThat(detail.resultProperty().get().columns()).extracting(c -> c.name())
                .containsExactly("signup_year", "new_customers");
        assertThat(detail.runStatusProperty().get()).matches("\\d+ rows in \\d+ ms");
        detail.reject();
        assertThat(detail.noticeProperty().get()).isEqualTo("Only unverified examples can be rejected.");
    }

    private void select(String question) {
        viewModel.selectedProperty().set(viewModel.allEntries().stream().filter(e -> e.question().equals(question))
                .findFirst().orElseThrow());
    }

    private static int indexOf(List<String> lines, String question) {
        return lines.indexOf(lines.stream().filter(l -> l.contains(question)).findFirst().orElseThrow());
    }

    private static List<String> without(List<String> lines, int index) {
        List<String> copy = new ArrayList<>(lines);
        copy.remove(index);
        return copy;
    }
}
