package dev.steward.ui.metadata;

import dev.steward.error.StewardException;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The Metadata tab's LLM actions ("Generate drafts", R): one cancellable job at a time, its progress per table
 * visible through {@link #jobProperty()}, and a plain notice when it ends, e.g. that no LLM is reachable and
 * which command starts one. Failures stay in the tab: nothing else depends on the LLM.
 */
public final class LlmDrafting {
    private final Jobs jobs;
    private final DraftGenerator generator;
    private final Runnable afterwards;
    private final ReadOnlyObjectWrapper<RunningJob> job = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");

    LlmDrafting(Jobs jobs, DraftGenerator generator, Runnable afterwards) {
        this.jobs = jobs;
        this.generator = generator;
        this.afterwards = afterwards;
    }

    /** Drafts the given tables again; empty means every table that is not approved. */
    public void generate(List<String> keys) {
        if (job.get() != null) {
            notice.set("A drafting job is already running; cancel it first.");
            return;
        }
        notice.set("");
        String title = keys.isEmpty() ? "Drafting metadata with the LLM" : "Drafting " + String.join(", ", keys);
        job.set(jobs.submit(title, context -> generator.generate(keys, context), JobCallbacks.<String>of(summary -> {
            job.set(null);
            notice.set(summary);
            afterwards.run();
        }, failure -> {
            job.set(null);
            notice.set(explain(failure));
            afterwards.run(); // tables drafted before the failure are saved already
        }).whenCancelled(() -> {
            job.set(null);
            notice.set("Drafting was cancelled; tables drafted before that are saved.");
            afterwards.run();
        })));
    }

    public void cancel() {
        if (job.get() != null) {
            job.get().cancel();
        }
    }

    public void dismissNotice() {
        notice.set("");
    }

    /** The drafting job while it runs, else null. */
    public ReadOnlyObjectProperty<RunningJob> jobProperty() {
        return job.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    private static String explain(Throwable failure) {
        if (failure instanceof StewardException steward) {
            return steward.userText();
        }
        return failure.getMessage() == null ? failure.toString() : failure.getMessage();
    }
}
