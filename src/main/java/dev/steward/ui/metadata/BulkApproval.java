package dev.steward.ui.metadata;

import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.util.List;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Approving several tables at once, in two steps: {@link #propose} lists what each approval would change and
 * waits; only {@link #confirm} writes. Toolkit-free like a view model.
 */
public final class BulkApproval {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final MetadataReview service;
    private final Runnable afterwards;
    private final ObservableList<String> plan = FXCollections.observableArrayList();
    private final ObservableList<String> planView = FXCollections.unmodifiableObservableList(plan);
    private final ReadOnlyBooleanWrapper pending = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private List<QueueEntry> entries = List.of();

    BulkApproval(Jobs jobs, ErrorPresenter errors, MetadataReview service, Runnable afterwards) {
        this.jobs = jobs;
        this.errors = errors;
        this.service = service;
        this.afterwards = afterwards;
    }

    /** Shows what approving the selected draft and stale tables and draft terms would change; nothing is written yet. */
    public void propose(List<QueueEntry> selection) {
        List<QueueEntry> chosen = selection.stream().filter(QueueEntry::reviewable).toList();
        if (chosen.isEmpty()) {
            notice.set("Select draft or stale tables or draft terms to approve (Shift or Ctrl + click).");
            return;
        }
        notice.set("");
        jobs.submit("Preparing to approve " + chosen.size() + " entries", context -> service.describeApproval(chosen),
                JobCallbacks.<List<String>>of(lines -> {
                    entries = chosen;
                    plan.setAll(lines);
                    pending.set(true);
                }, errors::present));
    }

    /** Approves the proposed tables, one by one, with progress per table. */
    public void confirm() {
        if (!pending.get() || running.get()) {
            return;
        }
        List<QueueEntry> approving = entries;
        running.set(true);
        jobs.submit("Approving " + approving.size() + " entries", context -> service.approveAll(approving, context),
                JobCallbacks.<List<String>>of(done -> {
                    finish();
                    notice.set("Approved " + done.size() + (done.size() == 1 ? " entry: " : " entries: ")
                            + String.join(", ", done) + ".");
                    afterwards.run();
                }, failure -> {
                    finish();
                    errors.present(failure);
                    afterwards.run(); // some tables may have been approved before the failure
                }).whenCancelled(() -> {
                    finish();
                    afterwards.run();
                }));
    }

    /** Drops the proposal; nothing was written. */
    public void dismiss() {
        plan.clear();
        entries = List.of();
        pending.set(false);
    }

    private void finish() {
        running.set(false);
        dismiss();
    }

    /** One line per table or term: what approving it changes. */
    public ObservableList<String> plan() {
        return planView;
    }

    /** True while a proposal waits for confirmation. */
    public ReadOnlyBooleanProperty pendingProperty() {
        return pending.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
