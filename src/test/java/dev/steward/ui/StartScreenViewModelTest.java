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

        assertThat(start.recentProjects()).containsExactly(new RecentProject(present, true),
                new RecentProject(missing, false));
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
