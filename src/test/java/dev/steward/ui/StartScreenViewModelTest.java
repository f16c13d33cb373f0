package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartScreenViewModelTest {
    @TempDir
    Path temp;

    @Test
    void recentProjectsComeFromTheSettingsFileAndMissingOnesAreFlagged() throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path present = Files.createDirectories(temp.resolve("present"));
        Path missing = temp.resolve("missing");
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(missing).withRecentProject(present));
        ImmediateJobs jobs = new ImmediateJobs();
        AppContext context = workspace.context(jobs);

        StartScreenViewModel start = new StartScreenViewModel(context.shell(), jobs);

        assertThat(start.recentProjects()).containsExactly(new RecentProject(present, true, "data: none found"),
                new RecentProject(missing, false));
    }

    @Test
    void aRecentProjectSaysWhichFolderItsDataIsReadFromAndWarnsWhenThatIsAmbiguous() throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path plain = Files.createDirectories(temp.resolve("plain/data/silver"));
        Path copied = temp.resolve("copied");
        Files.createDirectories(copied.resolve("data/silver"));
        Files.createDirectories(temp.resolve("data/silver")); // another project's data beside the copy
        Files.writeString(copied.resolve("main.yaml"), "paths: {silver: data/silver}\n");
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(temp.resolve("plain"))
                .withRecentProject(copied));
        ImmediateJobs jobs = new ImmediateJobs();

        StartScreenViewModel start = new StartScreenViewModel(workspace.context(jobs).shell(), jobs);

        assertThat(start.recentProjects()).extracting(RecentProject::dataNote).containsExactly(
                "⚠ paths.silver 'data/silver' also exists outside the project; Steward reads "
                        + copied.resolve("data/silver"),
                "data: data/silver (in the project)");
    }

    @Test
    void forgettingAProjectRemovesItFromTheListAndTheFile() throws Exception {
        TestWorkspace workspace = new TestWorkspace(temp);
        Path missing = temp.resolve("missing");
        workspace.settingsStore().save(workspace.offlineSettings().withRecentProject(missing));
        ImmediateJobs jobs = new ImmediateJobs();
        StartScreenViewModel start = new StartScreenViewModel(workspace.context(jobs).shell(), jobs);

        start.forget(start.recentProjects().get(0));

        assertThat(start.recentProjects()).isEmpty();
        assertThat(workspace.settingsStore().load().recentProjects()).isEmpty();
    }
}
