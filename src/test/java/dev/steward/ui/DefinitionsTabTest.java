package dev.steward.ui;

import static dev.steward.ui.fx.FxReads.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.project.SampleProjectLocator;
import dev.steward.ui.definitions.DefinitionRow;
import dev.steward.ui.fx.FxJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import javafx.scene.Node;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.shape.Line;
import javafx.scene.text.Text;
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
 * Issue 20, acceptance 4: the Definitions tab in the real app window on a working copy of the sample (real jobs and
 * files): the list, net revenue's version timeline (bars over the effective ranges, status colours, today and as-of
 * markers), the diff of a draft against the version it supersedes, Approve (file + curation log, focus kept in the
 * tab), a refused approve that changes nothing, and the human-review flag.
 */
@ExtendWith(ApplicationExtension.class)
class DefinitionsTabTest {
    private static final Path SAMPLE = Path.of("sample-projects", "sales_intelligence_demo");
    private static final String V2_ENDS = "      valid_from: 2024-07-01\n      version: v2\n";

    @TempDir
    Path temp;
    private AppContext context;
    private Path project;
    private Path definitions;
    private final java.util.Locale machineLocale = java.util.Locale.getDefault();

    @Start
    void start(Stage stage) throws Exception {
        // A locale whose short date is not ISO (6/30/24): the tab must still write yyyy-MM-dd, as the chat does.
        java.util.Locale.setDefault(java.util.Locale.US);
        TestWorkspace workspace = new TestWorkspace(temp);
        project = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT", SAMPLE.toAbsolutePath().toString()),
                null, temp).workingCopy(temp.resolve("userdata"));
        definitions = project.resolve("steward").resolve("definitions.yaml");
        workspace.settingsStore().save(workspace.offlineSettings().withUserName("Dana").withRecentProject(project));
        context = workspace.context(new FxJobs(2));
        AppShell shell = new AppShell(context, owner -> Optional.of(project), stage::close);
        StewardApp.showIn(stage, shell, context);
    }

    @AfterEach
    void stop() {
        context.close();
        java.util.Locale.setDefault(machineLocale);
    }

    @Test
    void theTimelineShowsNetRevenuesVersionsWithStatusColoursAndBothMarkers(FxRobot robot) throws Exception {
        openNetRevenue(robot);

        assertThat(fx(() -> robot.lookup(".timeline-bar").queryAll())).hasSize(4);
        Region v1 = bar(robot, "ev-net_revenue-v1");
        Region v2 = bar(robot, "ev-net_revenue-v2");
        Region v3 = bar(robot, "ev-net_revenue-v3");
        Region wiki = bar(robot, "ev-net_revenue-wiki_2021");
        assertThat(styles(v1)).contains("status-approved").doesNotContain("open-ended");
        assertThat(styles(v2)).contains("status-approved", "open-ended");
        assertThat(styles(v3)).contains("status-draft", "open-ended");
        assertThat(styles(wiki)).contains("status-superseded", "undated");
        double plotRight = right(wiki);
        assertThat(right(v1)).as("v1 ends (exclusive) where v2 starts").isEqualTo(fx(v2::getLayoutX), within());
        assertThat(right(v2)).as("open-ended: to the edge").isEqualTo(plotRight, within());
        assertThat(fx(v3::getLayoutX)).as("v3 starts a quarter after v2").isGreaterThan(fx(v2::getLayoutX) + 10);
        assertThat(fill(v1)).as("approved and draft differ").isNotEqualTo(fill(v3));
        assertThat(fill(v1)).isEqualTo(fill(v2)).isNotEqualTo(fill(wiki));
        assertThat(fill(v3)).isNotEqualTo(fill(wiki));

        Line today = fx(() -> robot.lookup("#timeline-today").queryAs(Line.class));
        Line asOf = fx(() -> robot.lookup("#timeline-as-of").queryAs(Line.class));
        assertThat(fx(asOf::getStartX)).as("as of starts at today").isEqualTo(fx(today::getStartX), within());
        assertThat(fx(today::getStartX)).isBetween(fx(v3::getLayoutX), plotRight);
        assertThat(label(robot, "#timeline-today-label")).isEqualTo("today " + LocalDate.now());

        setAsOf(robot, LocalDate.of(2024, 6, 30));
        WaitForAsyncUtils.waitForFxEvents();
        Line moved = fx(() -> robot.lookup("#timeline-as-of").queryAs(Line.class));
        assertThat(fx(moved::getStartX)).as("2024-06-30 is on v1's bar").isBetween(fx(v1::getLayoutX), right(v1));
        assertThat(label(robot, "#timeline-as-of-label")).isEqualTo("as of 2024-06-30");
        assertThat(label(robot, "#definitions-as-of-answer")).startsWith("On 2024-06-30: v1 answers");
        assertThat(WaitForAsyncUtils.asyncFx(() -> robot.lookup("#definitions-as-of").queryAs(DatePicker.class)
                .getEditor().getText()).get()).as("ISO in the picker too, whatever the locale").isEqualTo("2024-06-30");

        setAsOf(robot, LocalDate.of(2024, 7, 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(label(robot, "#definitions-as-of-answer")).as("valid_from inclusive")
                .startsWith("On 2024-07-01: v2 answers");
    }

    @Test
    void aDraftShowsItsDiffAndApproveWritesTheFileAndTheLogAndKeepsTheFocus(FxRobot robot) throws Exception {
        // v2 ends where the v3 draft begins, so v3 can be approved without an overlap
        edit(text -> text.replace(V2_ENDS, "      valid_from: 2024-07-01\n      valid_to: 2024-10-01\n"
                + "      version: v2\n").replace("      content_hash: 9aa8df35ab3dda0a\n", ""));
        openNetRevenue(robot, "no approved version"); // v2 ended, v3 is a draft
        robot.clickOn("#timeline-bar-ev-net_revenue-v3");
        waitUntil(() -> label(robot, "#definition-version-title").equals("v3 · draft"));

        assertThat(label(robot, "#definition-diff-heading")).startsWith("Changes against v2 (ev.net_revenue.v2");
        assertThat(String.join("", segments(robot, "#diff-now-measure", "diff-added"))).as("the added products")
                .contains("15").contains("19").doesNotContain("20");
        assertThat(String.join("", segments(robot, "#diff-was-measure", "diff-removed"))).isEmpty();
        assertThat(String.join("", segments(robot, "#diff-now-text", "diff-added"))).contains("services");
        assertThat(String.join("", segments(robot, "#diff-was-text", "diff-removed"))).contains("support");
        String before = Files.readString(definitions);

        robot.clickOn("#definition-approve");

        Path log = project.resolve("curation_log.jsonl");
        waitUntil(() -> Files.exists(log) && Files.readString(log).contains("ev.net_revenue.v3"));
        waitUntil(() -> label(robot, "#definition-version-title").equals("v3 · approved"));
        String after = Files.readString(definitions);
        String expected = before.replace("status: draft\n      supersedes: ev.net_revenue.v2",
                "status: approved\n      supersedes: ev.net_revenue.v2");
        assertThat(expected).isNotEqualTo(before);
        // only v3's status changed (the store also writes the hash the edit above took out of v2)
        assertThat(withoutHashes(after)).isEqualTo(withoutHashes(expected));
        assertThat(Files.readString(log)).contains("\"approve\"").contains("Dana");
        waitUntil(() -> context.jobs().running().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Node owner = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#main-tabs").query().getScene().getFocusOwner())
                .get();
        assertThat(owner.getId()).as("the focus stays in the tab").isEqualTo("definitions-list");
        robot.press(KeyCode.J).release(KeyCode.J);
        waitUntil(() -> !label(robot, "#definition-title").equals("Net revenue"));
        assertThat(fx(() -> robot.lookup("#chat-user").queryTextInputControl().getText())).isEqualTo("Dana");
    }

    @Test
    void anOverlappingApproveIsRefusedAndTwoApprovedOverlapsAreFlagged(FxRobot robot) throws Exception {
        openNetRevenue(robot);
        robot.clickOn("#timeline-bar-ev-net_revenue-v3");
        waitUntil(() -> label(robot, "#definition-version-title").equals("v3 · draft"));
        String before = Files.readString(definitions);

        robot.press(KeyCode.A).release(KeyCode.A);

        waitUntil(() -> label(robot, "#definition-note").startsWith("Not approved"));
        assertThat(label(robot, "#definition-note")).contains("overlaps the approved ev.net_revenue.v2");
        assertThat(Files.readString(definitions)).isEqualTo(before);
        assertThat(fx(() -> robot.lookup("#definition-review-flag").query().isVisible())).isFalse();

        // someone approves v3 by hand in the file: two approved versions overlap from 2024-10-01
        edit(text -> text.replace("status: draft\n      supersedes: ev.net_revenue.v2",
                "status: approved\n      supersedes: ev.net_revenue.v2"));
        robot.clickOn("#definitions-reload");
        waitUntil(() -> robot.lookup("#definition-review-flag").query().isVisible());
        assertThat(label(robot, "#definition-review-flag")).contains("ev.net_revenue.v2")
                .contains("ev.net_revenue.v3").contains("needs human review");
        DefinitionRow row = WaitForAsyncUtils.asyncFx(() -> robot.lookup("#definitions-list")
                .queryAs(ListView.class).getSelectionModel().getSelectedItem()).get() instanceof DefinitionRow r
                ? r : null;
        assertThat(row.needsReview()).isTrue();
        assertThat(row.state()).isEqualTo("needs review");
        assertThat(fx(() -> robot.lookup(".definition-review-badge").queryAll())).isNotEmpty();
    }

    private void openNetRevenue(FxRobot robot) throws Exception {
        openNetRevenue(robot, "v2 · approved");
    }

    /** @param today what the list says answers today */
    private void openNetRevenue(FxRobot robot, String today) throws Exception {
        robot.clickOn("#open-folder");
        waitUntil(() -> robot.lookup("#main-tabs").tryQuery().isPresent());
        waitUntil(() -> context.jobs().running().isEmpty());
        WaitForAsyncUtils.asyncFx(() -> {
            javafx.scene.control.TabPane tabs = robot.lookup("#main-tabs").queryAs(javafx.scene.control.TabPane.class);
            tabs.getSelectionModel().select(tabs.getTabs().stream().filter(t -> "tab-definitions".equals(t.getId()))
                    .findFirst().orElseThrow());
        }).get();
        waitUntil(() -> robot.lookup("#definitions-list").tryQuery().map(n -> ((ListView<?>) n).getItems().size() == 7)
                .orElse(false));
        @SuppressWarnings("unchecked")
        ListView<DefinitionRow> list = fx(() -> robot.lookup("#definitions-list").queryAs(ListView.class));
        DefinitionRow revenue = WaitForAsyncUtils.asyncFx(() -> list.getItems().stream()
                .filter(r -> r.definition().id().equals("metric.net_revenue")).findFirst().orElseThrow()).get();
        assertThat(revenue.state()).isEqualTo(today);
        assertThat(revenue.needsReview()).isFalse();
        WaitForAsyncUtils.asyncFx(() -> list.getSelectionModel().select(revenue)).get();
        waitUntil(() -> label(robot, "#definition-title").equals("Net revenue"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** As the steward does with the date picker. */
    private static void setAsOf(FxRobot robot, LocalDate day) throws Exception {
        WaitForAsyncUtils.asyncFx(() -> robot.lookup("#definitions-as-of").queryAs(DatePicker.class).setValue(day))
                .get();
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void edit(UnaryOperator<String> change) throws Exception {
        String text = Files.readString(definitions);
        String changed = change.apply(text);
        assertThat(changed).as("the edit applies").isNotEqualTo(text);
        Files.writeString(definitions, changed);
    }

    private static String withoutHashes(String yaml) {
        return yaml.replaceAll("(?m)^ *(- )?content_hash: \\w+\n", "");
    }

    private static Region bar(FxRobot robot, String id) {
        return fx(() -> robot.lookup("#timeline-bar-" + id).queryAs(Region.class));
    }

    private static List<String> styles(Region bar) {
        return fx(() -> List.copyOf(bar.getStyleClass()));
    }

    private static double right(Region bar) {
        return fx(() -> bar.getLayoutX() + bar.getWidth());
    }

    private static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(1.0);
    }

    private static Object fill(Region bar) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            bar.applyCss();
            return bar.getBackground().getFills().get(0).getFill();
        }).get();
    }

    private static String label(FxRobot robot, String id) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> robot.lookup(id).tryQuery().map(n -> ((Label) n).getText())
                .orElse("")).get();
    }

    private static List<String> segments(FxRobot robot, String id, String change) {
        return fx(() -> robot.lookup(id + " ." + change).queryAllAs(Text.class).stream().map(Text::getText).toList());
    }

    private static void waitUntil(Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
    }
}
