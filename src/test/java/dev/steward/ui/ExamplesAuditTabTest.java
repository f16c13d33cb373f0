package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.audit.AuditReport;
import dev.steward.audit.ProjectAudit;
import dev.steward.cli.CliMain;
import dev.steward.cli.CliServices;
import dev.steward.cli.MetadataSampleProject;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.examples.ExampleEntry;
import dev.steward.ui.fx.FxJobs;
import dev.steward.ui.fx.SqlCodeArea;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 23's audit in the Examples tab, through the real app window on a copy of the sample with a planted defect (a
 * golden filtering on a region no row holds, as ExamplesAuditCommandTest plants it): the list's badge says disputed
 * with the reason, the detail shows the finding; Confirm with a note writes the curation-log line and
 * steward/audit.yaml exactly as {@code steward examples audit --confirm ID --note TEXT} does on a second copy, and
 * eval's audit counts the golden normally again; Fix edits the SQL, and the saved golden is audited clean. Real jobs,
 * DuckDB, files; the keys C and F.
 */
@ExtendWith(ApplicationExtension.class)
class ExamplesAuditTabTest {
    private static final String ATLANTIS = "How many won deals did the Atlantis region close?";
    private static final String ATLANTIS_SQL = "SELECT COUNT(*) AS won_deals FROM transactions t JOIN reps r ON "
            + "r.rep_id = t.rep_id WHERE t.stage = 'closed_won' AND r.region = 'Atlantis'";
    private static final String REASON = "value_not_in_data: The SQL filters on region = 'Atlantis', but no row of "
            + "reps holds that value.";
    private static final String NOTE = "Atlantis opens in January; the golden is right";
    private static final String USER = "tester";
    private static final int AUDIT_SECONDS = 240;
    @TempDir
    Path temp;
    private AppContext context;
    private Path project;

    @Start
    void start(Stage stage) throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        project = plantedCopy(temp.resolve("app-copy"));
        workspace.settingsStore().save(workspace.offlineSettings().withUserName(USER).withRecentProject(project));
        context = workspace.context(new FxJobs(2), () -> TestWorkspace.BAG_OF_WORDS);
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
    }

    @Test
    void aDisputedGoldenShowsItsReasonAndConfirmWritesWhatTheCliWrites(FxRobot robot) throws Exception {
        openExamples(robot);
        showOnlyDisputed(robot);
        Label badge = auditBadgeOf(robot, ATLANTIS);
        assertThat(fx(() -> badge.getText())).isEqualTo("disputed");
        assertThat(fx(() -> badge.getTooltip().getText())).contains(REASON);
        assertThat(text(robot, "#examples-audit-status")).contains("1 disputed");
        select(robot, ATLANTIS);
        assertThat(text(robot, "#audit-heading")).isEqualTo("Audit: disputed");
        assertThat(findingTexts(robot)).containsExactly(REASON);
        assertThat(fx(() -> button(robot, "#audit-confirm").isDisabled())).as("no note, no confirm").isTrue();

        // C from the list goes to the note; Enter there confirms
        focusList(robot);
        robot.press(KeyCode.C).release(KeyCode.C);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(focusOwnerId(robot)).isEqualTo("audit-note");
        TextField note = fx(() -> robot.lookup("#audit-note").queryAs(TextField.class));
        WaitForAsyncUtils.asyncFx(() -> note.setText(NOTE)).get();
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);

        waitUntil(() -> text(robot, "#audit-heading").startsWith("Audit: clean"), AUDIT_SECONDS);
        assertThat(text(robot, "#audit-confirmed")).contains("Confirmed by " + USER, NOTE);
        assertThat(findingTexts(robot)).containsExactly(REASON + " (confirmed)");
        // the list takes the focus back when its reload after the confirm lands, a moment after the heading
        waitUntil(() -> "examples-list".equals(focusOwnerId(robot)), AUDIT_SECONDS);
        assertThat(focusOwnerId(robot)).as("the focus stays in the tab").isEqualTo("examples-list");
        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#chip-disputed").queryAs(ToggleButton.class).fire()).get();
        waitUntil(() -> list(robot).getItems().size() > 20);
        WaitForAsyncUtils.asyncFx(() -> list(robot).scrollTo(list(robot).getItems().stream()
                .filter(e -> e.question().equals(ATLANTIS)).findFirst().orElseThrow())).get();
        waitUntil(() -> auditBadgeOrNull(robot, ATLANTIS) != null);
        assertThat(fx(() -> auditBadgeOf(robot, ATLANTIS).getText())).isEqualTo("✓ confirmed");

        Path cli = plantedCopy(temp.resolve("cli-copy"));
        String id = cliConfirm(cli);
        assertThat(confirmLine(project)).as("the curation-log line the CLI writes").isEqualTo(confirmLine(cli))
                .contains("\"key\":\"" + id + "\"", NOTE, "value_not_in_data");
        assertThat(timeless(Files.readString(project.resolve("steward/audit.yaml")))).as("steward/audit.yaml")
                .isEqualTo(timeless(Files.readString(cli.resolve("steward/audit.yaml")))).contains("confirmed");
        assertThat(evalAudit(project).disputed()).as("eval counts it normally again").doesNotContainKey(id);
        assertThat(evalAudit(cli).disputed()).doesNotContainKey(id);
    }

    /**
     * When an audit lands, a row on screen changes its badge in place (issue 22): the list is not refreshed, which
     * re-laid out every row and built every badge anew on the FX thread, inside whichever tab was shown then. Fails
     * with the refresh: the confirmed badge is a new node.
     */
    @Test
    void anAuditThatLandsChangesTheBadgeOfTheRowOnScreenInPlace(FxRobot robot) throws Exception {
        openExamples(robot);
        select(robot, ATLANTIS);
        WaitForAsyncUtils.asyncFx(() -> list(robot).scrollTo(list(robot).getSelectionModel().getSelectedIndex()))
                .get();
        waitUntil(() -> auditBadgeOrNull(robot, ATLANTIS) != null);
        Label disputed = auditBadgeOf(robot, ATLANTIS);
        assertThat(fx(disputed::getText)).isEqualTo("disputed");
        TextField note = fx(() -> robot.lookup("#audit-note").queryAs(TextField.class));
        WaitForAsyncUtils.asyncFx(() -> note.setText(NOTE)).get();

        fire(robot, "#audit-confirm");

        waitUntil(() -> text(robot, "#audit-heading").startsWith("Audit: clean"), AUDIT_SECONDS);
        waitUntil(() -> "✓ confirmed".equals(fx(() -> auditBadgeOf(robot, ATLANTIS).getText())), AUDIT_SECONDS);
        assertThat(auditBadgeOf(robot, ATLANTIS)).as("the row's badge, changed in place").isSameAs(disputed);
        assertThat(fx(() -> disputed.getTooltip().getText())).contains("Confirmed by " + USER, NOTE)
                .doesNotContain("disputed");
        assertThat(fx(() -> disputed.getStyleClass())).contains("audit-confirmed").doesNotContain("audit-disputed");
    }

    @Test
    void fixOpensTheSqlWithTheFindingAndTheSavedGoldenIsAuditedAgain(FxRobot robot) throws Exception {
        openExamples(robot);
        select(robot, ATLANTIS); // all states listed: the "disputed" chip would hide the fixed golden
        focusList(robot);

        robot.press(KeyCode.F).release(KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(text(robot, "#detail-notice")).contains(REASON, "Save edits and verify");
        SqlCodeArea sql = fx(() -> robot.lookup("#detail-sql").queryAs(SqlCodeArea.class));
        assertThat(WaitForAsyncUtils.asyncFx(() -> sql.area().isFocused()).get()).as("the SQL has the focus").isTrue();
        String fixedQuestion = "How many won deals did the East region close?";
        WaitForAsyncUtils.asyncFx(() -> {
            robot.lookup("#detail-question").queryAs(TextField.class).setText(fixedQuestion);
            sql.area().replaceText(ATLANTIS_SQL.replace("'Atlantis'", "'East'"));
        }).get();
        fire(robot, "#detail-run");
        waitUntil(() -> !button(robot, "#detail-verify").isDisabled(), 60);
        fire(robot, "#detail-verify");

        try {
            waitUntil(() -> text(robot, "#detail-title").equals(fixedQuestion)
                    && text(robot, "#audit-heading").startsWith("Audit: clean"), AUDIT_SECONDS);
        } finally {
            System.out.println("after the fix: " + text(robot, "#detail-title") + " | " + text(robot, "#audit-heading")
                    + " | " + text(robot, "#examples-audit-status") + " | " + text(robot, "#detail-notice"));
        }
        assertThat(text(robot, "#examples-audit-status")).contains("0 disputed");
        assertThat(Files.readString(project.resolve("examples/synthetic.jsonl"))).contains(fixedQuestion)
                .doesNotContain("Atlantis");
    }

    private void openExamples(FxRobot robot) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#tab-examples-templates").tryQuery().isPresent(), 60);
        WaitForAsyncUtils.asyncFx(() -> {
            javafx.scene.control.TabPane tabs = robot.lookup("#main-tabs").queryAs(javafx.scene.control.TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream()
                    .filter(t -> "tab-examples-templates".equals(t.getId())).findFirst().orElseThrow());
        }).get();
        try {
            waitUntil(() -> text(robot, "#examples-audit-status").startsWith("Audit: "), AUDIT_SECONDS);
        } finally {
            System.out.println("audit status: " + text(robot, "#examples-audit-status") + " | jobs: "
                    + WaitForAsyncUtils.asyncFx(() -> context.jobs().running().toString()).get());
        }
    }

    private static void showOnlyDisputed(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#chip-disputed").queryAs(ToggleButton.class).fire()).get();
        waitUntil(() -> list(robot).getItems().size() == 1);
        assertThat(fx(() -> List.copyOf(list(robot).getItems()))).extracting(ExampleEntry::question)
                .containsExactly(ATLANTIS);
    }

    private static void select(FxRobot robot, String question) throws Exception {
        ListView<ExampleEntry> list = list(robot);
        WaitForAsyncUtils.asyncFx(() -> list.getSelectionModel().select(list.getItems().stream()
                .filter(e -> e.question().equals(question)).findFirst().orElseThrow())).get();
        waitUntil(() -> text(robot, "#detail-title").equals(question));
    }

    private static void focusList(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> list(robot).requestFocus()).get();
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The audit badge in the list cell showing {@code question}. */
    private static Label auditBadgeOf(FxRobot robot, String question) throws Exception {
        Label badge = auditBadgeOrNull(robot, question);
        assertThat(badge).as("the audit badge of " + question).isNotNull();
        return badge;
    }

    private static Label auditBadgeOrNull(FxRobot robot, String question) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.lookup("#examples-list").lookup(".list-cell")
                .queryAll().stream().map(n -> (javafx.scene.control.ListCell<?>) n)
                .filter(c -> c.getItem() instanceof ExampleEntry e && e.question().equals(question))
                .flatMap(c -> c.lookupAll(".audit-badge").stream()).map(n -> (Label) n).findFirst().orElse(null))
                .get();
    }

    private static List<String> findingTexts(FxRobot robot) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.lookup("#audit-box").query().lookupAll(".label").stream()
                .filter(n -> n.getStyleClass().contains("audit-finding")
                        || n.getStyleClass().contains("audit-finding-confirmed"))
                .map(n -> ((Label) n).getText()).toList()).get();
    }

    /** The CLI on its own copy, as a steward would: audit, then confirm the Atlantis golden with the same note. */
    private String cliConfirm(Path copy) throws Exception {
        Map<String, String> env = Map.of("STEWARD_HOME", temp.resolve("cli-home").toString(), "STEWARD_USER", USER);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int audited = CliMain.run(new CliServices(env, new StringReader(""), new PrintWriter(out, true),
                new PrintWriter(err, true)), "examples", "audit", "--json", copy.toString());
        assertThat(audited).as(err.toString()).isEqualTo(1);
        String id = null;
        for (var result : new ObjectMapper().readTree(out.toString()).path("results")) {
            if (result.path("question").asText().equals(ATLANTIS)) {
                id = result.path("id").asText();
            }
        }
        int confirmed = CliMain.run(new CliServices(env, new StringReader(""), new PrintWriter(new StringWriter(),
                true), new PrintWriter(err, true)), "examples", "audit", "--confirm", id, "--note", NOTE,
                copy.toString());
        assertThat(confirmed).as(err.toString()).isZero();
        return id;
    }

    /** The curation log's confirm line, its time left out. */
    private static String confirmLine(Path root) throws IOException {
        List<String> confirms = Files.readAllLines(root.resolve("curation_log.jsonl")).stream()
                .filter(l -> l.contains("\"action\":\"confirm\"")).toList();
        assertThat(confirms).as("one confirm line in " + root).hasSize(1);
        ObjectNode line = (ObjectNode) new ObjectMapper().readTree(confirms.get(0));
        line.remove("ts");
        return line.toString();
    }

    private static String timeless(String yaml) {
        return yaml.replaceAll("recorded_at: .*", "recorded_at: (time)");
    }

    /** The audit as eval runs it before counting (read-only). */
    private static AuditReport evalAudit(Path root) {
        Project opened = new ProjectOpener(Map.of()).open(root);
        AtomicFiles files = new AtomicFiles();
        CurationLog log = new CurationLog(opened.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), Clock.systemUTC());
        try (Sandbox sandbox = Sandbox.open(opened, root.resolve("duck-tmp"))) {
            return new ProjectAudit(files, log, Clock.systemUTC()).inspect(opened,
                    new SyntheticExamplesReader().read(opened.syntheticExamplesFile()), new SqlExecutor(sandbox),
                    Optional.empty());
        }
    }

    /** A copy of the bundled sample with one planted defect: a golden filtering on a region no row holds. */
    private static Path plantedCopy(Path target) throws IOException {
        Path copy = MetadataSampleProject.copyTo(target);
        String line = new ObjectMapper().createObjectNode().put("question", ATLANTIS).put("sql", ATLANTIS_SQL)
                .put("verified", true).toString();
        Files.writeString(copy.resolve("examples/synthetic.jsonl"), line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        return copy;
    }

    private static String focusOwnerId(FxRobot robot) throws Exception {
        Node owner = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#main-tabs").query().getScene().getFocusOwner())
                .get();
        return owner == null ? null : owner.getId();
    }

    private static void fire(FxRobot robot, String id) throws Exception {
        Button button = button(robot, id);
        assertThat(fx(button::isDisabled)).as(id + " enabled").isFalse();
        WaitForAsyncUtils.asyncFx(button::fire).get();
    }

    @SuppressWarnings("unchecked")
    private static ListView<ExampleEntry> list(FxRobot robot) {
        return fx(() -> robot.lookup("#examples-list").queryAs(ListView.class));
    }

    private static Button button(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).queryButton());
    }

    private static String text(FxRobot robot, String id) {
        return fx(() -> robot.lookup(id).tryQuery().map(n -> ((Label) n).getText()).orElse(""));
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        waitUntil(condition, 20);
    }

    private static void waitUntil(Callable<Boolean> condition, int seconds) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
