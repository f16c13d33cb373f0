package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.settings.UserSettings;
import dev.steward.ui.fx.ImmediateJobs;
import dev.steward.ui.fx.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShellViewModelTest {
    @TempDir
    Path temp;
    private TestWorkspace workspace;
    private ShellViewModel shell;
    private AppContext context;

    @BeforeEach
    void setUp() {
        workspace = new TestWorkspace(temp);
        workspace.settingsStore().save(workspace.offlineSettings());
        context = workspace.context(new ImmediateJobs());
        shell = context.shell();
    }

    @Test
    void openingAProjectShowsItTitlesTheWindowAndRemembersIt() throws Exception {
        Path folder = workspace.project("shop");

        shell.open(folder);

        assertThat(shell.projectProperty().get().tables()).extracting(t -> t.name())
                .containsExactly("customers", "orders");
        assertThat(shell.titleBinding().get()).isEqualTo("Steward — shop");
        assertThat(workspace.settingsStore().load().recentProjects()).containsExactly(folder.toAbsolutePath().normalize());
        assertThat(context.errors().currentProperty().get()).isNull();
    }

    @Test
    void aFileInsteadOfAFolderIsReportedAndNothingChanges() throws Exception {
        Path file = Files.writeString(temp.resolve("notes.txt"), "not a project");
        UserSettings before = workspace.settingsStore().load();

        shell.open(file);

        assertThat(shell.projectProperty().get()).isNull();
        assertThat(shell.openingProperty().get()).isFalse();
        assertThat(context.errors().currentProperty().get().headline()).contains("notes.txt").contains("not a project folder");
        assertThat(workspace.settingsStore().load()).isEqualTo(before);
    }

    @Test
    void aMissingFolderIsReportedWithAHint() {
        shell.open(temp.resolve("gone"));

        assertThat(shell.projectProperty().get()).isNull();
        assertThat(context.errors().currentProperty().get().headline()).contains("does not exist");
        assertThat(context.errors().currentProperty().get().hint()).isNotBlank();
    }

    @Test
    void theMissingSampleProjectIsAReadableError() {
        shell.openSample();

        assertThat(shell.projectProperty().get()).isNull();
        assertThat(context.errors().currentProperty().get().headline()).contains("sample project");
    }

    @Test
    void theSampleProjectOpensAsAWorkingCopyAndTheBundledFolderIsLeftAlone() throws Exception {
        Path bundled = workspace.project("bundled_sample");
        ShellViewModel withSample = workspace.context(new ImmediateJobs(), () -> TestWorkspace.NO_EMBEDDINGS, bundled)
                .shell();

        withSample.openSample();

        Path opened = withSample.projectProperty().get().root();
        assertThat(opened).startsWith(workspace.directories().dataDir()).isNotEqualTo(bundled);
        assertThat(withSample.projectProperty().get().tables()).hasSize(2);
        assertThat(workspace.settingsStore().load().recentProjects()).containsExactly(opened);
    }

    @Test
    void closingReturnsToTheStartScreen() throws Exception {
        shell.open(workspace.project("shop"));
        shell.closeProject();
        assertThat(shell.projectProperty().get()).isNull();
        assertThat(shell.titleBinding().get()).isEqualTo("Steward");
    }

    @Test
    void theThemeToggleIsSaved() {
        assertThat(shell.themeBinding().get()).isEqualTo(Theme.LIGHT);

        shell.toggleTheme();

        assertThat(shell.themeBinding().get()).isEqualTo(Theme.DARK);
        assertThat(workspace.settingsStore().load().theme()).isEqualTo("dark");
    }

    @Test
    void aSecondOpenWhileTheFirstIsRunningWins() throws Exception {
        ImmediateJobs held = ImmediateJobs.held();
        ShellViewModel slow = workspace.context(held).shell();
        Path first = workspace.project("first");
        Path second = workspace.project("second");

        slow.open(first);
        slow.open(second);
        assertThat(slow.openingProperty().get()).isTrue();
        held.runPending();

        assertThat(slow.projectProperty().get().name()).isEqualTo("second");
        assertThat(slow.openingProperty().get()).isFalse();
    }
}
