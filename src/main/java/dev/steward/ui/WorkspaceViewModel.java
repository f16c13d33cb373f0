package dev.steward.ui;

import dev.steward.metadata.MetadataLoader;
import dev.steward.project.Project;
import dev.steward.relationships.RelationshipChecks;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsReader;
import dev.steward.store.AtomicFiles;
import dev.steward.store.CurationLog;
import dev.steward.store.JsonLinesAppender;
import dev.steward.store.JsonLinesReader;
import dev.steward.ui.chat.ChatViewModel;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.metadata.MetadataViewModel;
import dev.steward.ui.metadata.TableListReader;
import dev.steward.ui.relationships.Detection;
import dev.steward.ui.relationships.RelationshipsViewModel;
import java.time.Clock;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * One open project's main window: the tabs' view models and whether the chat panel shows. Made when a
 * project opens, {@link #close() closed} when it closes (its jobs are cancelled).
 */
public final class WorkspaceViewModel {
    private final Project project;
    private final MetadataViewModel metadata;
    private final RelationshipsViewModel relationships;
    private final Jobs jobs;
    private final BooleanProperty chatVisible = new SimpleBooleanProperty(true);
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(false);
    private final ChatViewModel chat;

    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors) {
        this(project, jobs, errors, null);
    }

    /** @param chat the chat panel's view model, or null for no chat (the panel then explains why) */
    public WorkspaceViewModel(Project project, Jobs jobs, ErrorPresenter errors, ChatViewModel chat) {
        this.project = project;
        this.jobs = jobs;
        this.metadata = new MetadataViewModel(jobs, errors, project, new TableListReader(new MetadataLoader()));
        AtomicFiles files = new AtomicFiles();
        Clock clock = Clock.systemUTC();
        CurationLog log = new CurationLog(project.curationLogFile(), new JsonLinesAppender(files),
                new JsonLinesReader(), clock);
        this.relationships = new RelationshipsViewModel(jobs, errors, project, new RelationshipsEditor(
                new RelationshipsReader(), files, log, System.getProperty("user.name", "steward")),
                new RelationshipChecks(clock), Detection.withDuckDb(files, clock), files);
        this.chat = chat;
    }

    /** Starts the tabs' background loads. */
    public void start() {
        metadata.load();
        relationships.load();
    }

    public void close() {
        metadata.cancel();
        if (chat != null) {
            chat.close();
        }
    }

    /** The chat panel's view model, if the app wired one. */
    public java.util.Optional<ChatViewModel> chat() {
        return java.util.Optional.ofNullable(chat);
    }

    public void toggleChat() {
        chatVisible.set(!chatVisible.get());
    }

    public BooleanProperty chatVisibleProperty() {
        return chatVisible;
    }

    public Project project() {
        return project;
    }

    /** What the opener noticed but did not stop for (e.g. a missing gold folder). */
    public List<String> warnings() {
        return project.warnings();
    }

    public MetadataViewModel metadata() {
        return metadata;
    }

    public RelationshipsViewModel relationships() {
        return relationships;
    }

    public Jobs jobs() {
        return jobs;
    }

    /** Whether the app shows its dark theme (the ERD follows it); the shell keeps it in step. */
    public BooleanProperty darkThemeProperty() {
        return darkTheme;
    }
}
