package dev.steward.ui.metadata;

import dev.steward.error.FileConflictException;
import dev.steward.metadata.TableEdit;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The review pane of the Metadata tab: loads one entry's review in a job, holds the edit form (table
 * description, synonyms, one field per column) with validation, and approves, skips or discards. A table whose
 * entry changed on disk since it was read raises a conflict instead of saving: Reload or Keep mine.
 */
public final class ReviewViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final MetadataReview service;
    private final Consumer<QueueEntry> decided;
    private final ReadOnlyObjectWrapper<TableReview> review = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<QueueEntry> entry = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper saving = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper conflict = new ReadOnlyBooleanWrapper();
    private final ReadOnlyObjectWrapper<QueueEntry> conflicted = new ReadOnlyObjectWrapper<>();
    private Decision unsaved;
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final BooleanProperty editing = new SimpleBooleanProperty();
    private final ObservableList<EditableField> fields = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(true);
    private final ImpactPreviewing impact;
    private RunningJob loadJob;

    /**
     * @param decided called on the FX thread with the entry after a decision was saved (the queue updates it)
     */
    public ReviewViewModel(Jobs jobs, ErrorPresenter errors, MetadataReview service, Consumer<QueueEntry> decided) {
        this(jobs, errors, service, decided, java.util.Optional.empty());
    }

    /** @param impactCheck the engine behind "Impact", empty when this window has none */
    public ReviewViewModel(Jobs jobs, ErrorPresenter errors, MetadataReview service, Consumer<QueueEntry> decided,
                           java.util.Optional<ImpactCheck> impactCheck) {
        this.jobs = jobs;
        this.errors = errors;
        this.service = service;
        this.decided = decided;
        this.impact = new ImpactPreviewing(jobs, impactCheck);
        editing.addListener((obs, old, now) -> impact.dismissProblem()); // the steward moved on from that click
    }

    /** Previews which verified examples would change verdict if the shown table were approved with the edits. */
    public void previewImpact() {
        TableReview shown = review.get();
        if (shown == null || shown.term()) {
            notice.set(shown == null ? "Select a table first." : "The impact preview is for tables; a glossary "
                    + "term is checked by the Eval tab's run after approving.");
            return;
        }
        impact.preview(shown.key(), editOf(shown));
    }

    public ImpactPreviewing impact() {
        return impact;
    }

    /** Shows the entry (null clears the pane); a load still running for another entry is cancelled. */
    public void open(QueueEntry selected) {
        cancel();
        if (selected == null || !selected.sameEntry(entry.get())) {
            impact.clear();
        }
        entry.set(selected);
        if (unsaved != null && !unsaved.entry().sameEntry(selected)) {
            dropConflict(); // the steward moved on: the unsaved decision is let go (the file was never touched)
        }
        if (selected == null || !selected.hasEntry() || selected.unreadable()) {
            showReview(null); // the pane says why (an unreadable file: its problem, once, without a banner)
            return;
        }
        loading.set(true);
        loadJob = jobs.submit("Reading " + selected.name() + " for review", context -> service.review(selected),
                JobCallbacks.<TableReview>of(loaded -> {
                    loadJob = null;
                    loading.set(false);
                    showReview(loaded);
                }, failure -> {
                    loadJob = null;
                    loading.set(false);
                    showReview(null);
                    errors.present(failure);
                }).whenCancelled(() -> loading.set(false)));
    }

    public void cancel() {
        if (loadJob != null) {
            loadJob.cancel();
            loadJob = null;
        }
    }

    /** Approves the shown table, with the edits if any; a change on disk to this table raises the conflict. */
    public void approve() {
        TableReview shown = review.get();
        if (!canDecide(shown) || !approveBlocker().isEmpty()) {
            notice.set(approveBlocker());
            return;
        }
        save(new Decision(shown, editOf(shown), entry.get()), true);
    }

    /**
     * Saves the decision that met the conflict over the change made on disk (only that entry's fields are
     * written), even if another entry is shown by now.
     */
    public void keepMine() {
        if (unsaved != null && !saving.get()) {
            save(unsaved, false);
        }
    }

    /** Drops the unsaved decision and its edits and shows the entry as it is on disk now. */
    public void reload() {
        QueueEntry again = unsaved != null ? unsaved.entry() : entry.get();
        dropConflict();
        editing.set(false);
        open(again);
    }

    /** An approval not saved because its entry changed on disk: what was shown, the edit, the queue row. */
    private record Decision(TableReview shown, TableEdit edit, QueueEntry entry) {
    }

    private void dropConflict() {
        unsaved = null;
        conflict.set(false);
        conflicted.set(null);
    }

    public void discardEdits() {
        fields.forEach(EditableField::reset);
        editing.set(false);
    }

    public void skip() {
        TableReview shown = review.get();
        if (!canDecide(shown)) {
            return;
        }
        QueueEntry.Kind kind = shown.term() ? QueueEntry.Kind.TERM : QueueEntry.Kind.TABLE;
        jobs.submit("Skipping " + shown.key(), context -> {
            service.skip(kind, shown.key());
            return shown;
        }, JobCallbacks.<TableReview>of(done -> notice.set("Skipped " + done.key() + "; it stays in the queue."),
                errors::present));
    }

    /** Why the shown entry cannot be approved here, or empty when it can. */
    public String approveBlocker() {
        TableReview shown = review.get();
        if (shown == null) {
            return "Select a table first.";
        }
        if (shown.status().equals("approved") && !dirty.get()) {
            return shown.key() + " is approved as shown; press E to change it, then approve the change.";
        }
        return valid.get() ? "" : "Fix the highlighted fields first.";
    }

    /** True when Approve would save something: an entry is shown, not approved as it stands, valid, not saving. */
    public javafx.beans.binding.BooleanBinding approvableBinding() {
        return Bindings.createBooleanBinding(() -> !saving.get() && approveBlocker().isEmpty(), review, valid, dirty,
                saving);
    }

    /** @param checked compare with what was shown first (false: "keep mine") */
    private void save(Decision decision, boolean checked) {
        TableReview shown = decision.shown();
        TableEdit edit = decision.edit();
        TableReview against = checked ? shown : null;
        saving.set(true);
        jobs.submit("Approving " + shown.key(), context -> shown.term()
                        ? service.approveTerm(shown.key(), edit, against) : service.approve(shown.key(), edit, against),
                JobCallbacks.of(after -> {
                    saving.set(false);
                    if (unsaved == decision || review.get() == shown) {
                        dropConflict();
                    }
                    notice.set((edit.isEmpty() ? "Approved " : "Edited and approved ") + shown.key() + ".");
                    QueueEntry approved = decision.entry().withStatus("approved");
                    decided.accept(approved);
                    // reopened only if it is still the selected entry: Approve and A move on at once, and the next
                    // entry may still be loading (its review not shown yet) when the save ends
                    if (entry.get() != null && entry.get().sameEntry(approved)) {
                        editing.set(false);
                        open(approved);
                    }
                }, failure -> {
                    saving.set(false);
                    if (failure instanceof FileConflictException) {
                        raiseConflict(decision);
                    } else {
                        errors.present(failure);
                    }
                }));
    }

    /** Keeps the decision for Keep mine, and brings its entry back if the queue moved on (A moves on at once). */
    private void raiseConflict(Decision decision) {
        unsaved = decision;
        conflicted.set(decision.entry());
        conflict.set(true);
        notice.set("");
    }

    private boolean canDecide(TableReview shown) {
        return shown != null && !saving.get();
    }

    private TableEdit editOf(TableReview shown) {
        String description = null;
        List<String> synonyms = null;
        Map<String, TableEdit.ColumnEdit> columns = new LinkedHashMap<>();
        for (EditableField field : fields) {
            if (!field.changed()) {
                continue;
            }
            String value = field.valueProperty().get().strip();
            switch (field.name()) {
                case DESCRIPTION -> description = value;
                case SYNONYMS -> synonyms = ReviewRules.synonymList(value);
                default -> columns.put(field.name(), new TableEdit.ColumnEdit(value, null));
            }
        }
        return new TableEdit(description, synonyms, columns);
    }

    /** Field name of the table description; column fields are named by their column. */
    public static final String DESCRIPTION = "\u0000description";
    /** Field name of the synonyms line. */
    public static final String SYNONYMS = "\u0000synonyms";

    private void showReview(TableReview loaded) {
        fields.clear();
        if (loaded != null) {
            ReviewText text = loaded.current();
            fields.add(new EditableField(DESCRIPTION, text.description(),
                    loaded.term() ? ReviewRules::definition : ReviewRules::tableDescription));
            fields.add(new EditableField(SYNONYMS, text.synonymsLine(), ReviewRules::synonyms));
            text.columnDescriptions().forEach((column, description) ->
                    fields.add(new EditableField(column, description, ReviewRules::columnDescription)));
            // a stale table's new column has no entry yet: its field lets the steward describe why it is stale
            loaded.columns().stream().filter(c -> !c.type().isEmpty() && !text.columnDescriptions().containsKey(c.name()))
                    .forEach(c -> fields.add(new EditableField(c.name(), "", ReviewRules::columnDescription)));
        }
        BooleanBinding anyChanged = Bindings.createBooleanBinding(
                () -> fields.stream().anyMatch(EditableField::changed),
                fields.stream().map(f -> f.valueProperty()).toArray(javafx.beans.Observable[]::new));
        BooleanBinding allValid = Bindings.createBooleanBinding(
                () -> fields.stream().allMatch(EditableField::valid),
                fields.stream().map(f -> f.problemProperty()).toArray(javafx.beans.Observable[]::new));
        dirty.bind(anyChanged);
        valid.bind(allValid);
        // a preview is of one pending change: a review read again or another text makes it say nothing more
        impact.clear();
        fields.forEach(field -> field.valueProperty().addListener((obs, old, now) -> impact.clear()));
        if (loaded != null && loaded.equals(review.get())) {
            review.set(null); // an equal review read again (Reload) still needs the pane bound to the new fields
        }
        review.set(loaded);
    }

    /** The field for a column (or {@link #DESCRIPTION} / {@link #SYNONYMS}), if the form has it. */
    public java.util.Optional<EditableField> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    public ObservableList<EditableField> fields() {
        return fields;
    }

    public ReadOnlyObjectProperty<TableReview> reviewProperty() {
        return review.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<QueueEntry> entryProperty() {
        return entry.getReadOnlyProperty();
    }

    public BooleanProperty editingProperty() {
        return editing;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty savingProperty() {
        return saving.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    /** The entry whose approval met a conflict and waits for Reload or Keep mine; null when none. */
    public ReadOnlyObjectProperty<QueueEntry> conflictedProperty() {
        return conflicted.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    /** What just happened (approved, skipped, why approving is not possible); empty when nothing to say. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
