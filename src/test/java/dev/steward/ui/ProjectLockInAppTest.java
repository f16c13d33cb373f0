package dev.steward.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.steward.error.StewardException;
import dev.steward.project.ProjectLock;
import dev.steward.ui.fx.ImmediateJobs;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** While a project is open in the app, no other Steward process may write to it, and the reverse. */
class ProjectLockInAppTest {
    @TempDir
    Path temp;
    private TestWorkspace workspace;
    private AppContext context;
    private ShellViewModel shell;

    @BeforeEach
    void setUp() {
        workspace = new TestWorkspace(temp);
        workspace.settingsStore().save(workspace.offlineSettings());
        context = workspace.context(new ImmediateJobs());
        shell = context.shell();
    }

    @AfterEach
    void tearDown() {
        context.close();
    }

    @Test
    void anOpenProjectRefusesAnotherWriterWithTheAppsName() throws Exception {
        Path folder = workspace.project("shop");

        shell.open(folder);

        assertThat(shell.projectProperty().get()).isNotNull();
        assertThatThrownBy(() -> ProjectLock.acquire(folder, "steward metadata generate"))
                .isInstanceOf(StewardException.class).hasMessageContaining("the Steward desktop app");
    }

    @Test
    void aProjectLockedByACommandIsNotOpenedAndTheErrorSaysWhoHoldsIt() throws Exception {
        Path folder = workspace.project("shop");
        try (ProjectLock command = ProjectLock.acquire(folder, "steward metadata generate")) {
            shell.open(folder);

            assertThat(shell.projectProperty().get()).isNull();
            assertThat(context.errors().currentProperty().get().headline()).contains("steward metadata generate");
        }
        shell.open(folder);
        assertThat(shell.projectProperty().get()).isNotNull();
    }

    @Test
    void reopeningTheSameProjectKeepsItsLockAndSwitchingOrClosingReleasesIt() throws Exception {
        Path shop = workspace.project("shop");
        Path other = workspace.project("other");

        shell.open(shop);
        shell.open(shop);
        assertThat(context.errors().currentProperty().get()).isNull();
        shell.open(other);
        try (ProjectLock again = ProjectLock.acquire(shop, "steward metadata generate")) {
            assertThat(again.isHeld()).isTrue();
        }
        shell.closeProject();
        try (ProjectLock again = ProjectLock.acquire(other, "steward metadata generate")) {
            assertThat(again.isHeld()).isTrue();
        }
    }
}
