package dev.steward.ui.metadata;

import dev.steward.project.Project;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.Narrowing;
import dev.steward.ui.fx.RunningJob;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Metadata tab's review queue: every table and glossary term with layer, status and column count, loaded
 * in a job, narrowed by a text filter and a status filter, with a header counting entries per status. It owns
 * the selected entry (the {@link ReviewViewModel} shows it), bulk approval with a confirmation step and the
 * LLM actions.
 */
public final class MetadataViewModel {
    /** The status filter's "everything" choice. */
    public static final String ALL = "all";
    private static final List<String> STATUS_ORDER = List.of("draft", "stale", "approved",
            QueueEntry.MISSING_PARQUET, QueueEntry.NO_METADATA, QueueEntry.STATUS_UNKNOWN);
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final Project project;
    private final TableListReader reader;
    private final ReviewViewModel review;
    private final BulkApproval bulk;
    private final LlmDrafting drafting;
    private final ObservableList<QueueEntry> all = FXCollections.observableArrayList();
    private final ObservableList<QueueEntry> allView = FXCollections.unmodifiableObservableList(all);
    private final FilteredList<QueueEntry> visible = new FilteredList<>(all);
    private final StringProperty filter = new SimpleStringProperty("");
    private final StringProperty statusFilter = new SimpleStringProperty(ALL);
    private final ObjectProperty<Narrowing> narrowing = new SimpleObjectProperty<>();
    private final ObjectProperty<QueueEntry> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private RunningJob loadJob;

    public MetadataViewModel(Jobs jobs, ErrorPresenter errors, Project project, TableListReader reader,
                             MetadataReview service, DraftGenerator generator) {
        this(jobs, errors, project, reader, service, generator, java.util.Optional.empty());
    }

    /** @param impactCheck the engine behind the review's "Impact" button, empty when there is none */
    public MetadataViewModel(Jobs jobs, ErrorPresenter errors, Project project, TableListReader reader,
                             MetadataReview service, DraftGenerator generator,
                             java.util.Optional<ImpactCheck> impactCheck) {
        this.jobs = jobs;
        this.errors = errors;
        this.project = project;
        this.reader = reader;
        this.review = new ReviewViewModel(jobs, errors, service, this::replace, impactCheck);
        this.bulk = new BulkApproval(jobs, errors, service, this::load);
        this.drafting = new LlmDrafting(jobs, generator, this::afterDrafting);
        filter.addListener((obs, old, text) -> refilter());
        statusFilter.addListener((obs, old, status) -> refilter());
        narrowing.addListener((obs, old, now) -> refilter());
        selected.addListener((obs, old, entry) -> {
            if (entry == null || old == null || !entry.key().equals(old.key()) || entry.kind() != old.kind()) {
                review.open(entry);
            }
        });
        review.conflictedProperty().addListener((obs, old, entry) -> {
            if (entry != null && !entry.sameEntry(selected.get())) {
                selected.set(all.stream().filter(entry::sameEntry).findFirst().orElse(entry));
            }
        });
        header.set(project.tables().size() + " tables · reading their columns…");
    }

    /**
     * The drafts are in metadata.yaml: the queue is read again, and the open review too unless it holds edits (an
     * approval of those meets the conflict banner, since the drafting changed the table).
     */
    private void afterDrafting() {
        load();
        if (!review.dirtyProperty().get() && !review.conflictProperty().get()) {
            review.open(selected.get());
        }
    }

    /** (Re)reads the queue in the background; a load already running is cancelled first. */
    /** The error banner's source for a failed read of the table list. */
    private static final String LOAD = "metadata.load";

    public void load() {
        cancelLoad();
        loading.set(true);
        loadJob = jobs.submit("Reading tables of " + project.name(), context -> reader.read(project, context),
                JobCallbacks.<TableList>of(list -> {
                    finished();
                    errors.resolved(LOAD); // read fine again (a file was fixed): the banner of the failed read goes
                    QueueEntry before = selected.get();
                    all.setAll(list.rows());
                    header.set(headerFor(list.rows()));
                    notice.set(noticeFor(list));
                    reselect(before);
                }, failure -> {
                    finished();
                    header.set("The table list could not be read.");
                    errors.present(failure, LOAD);
                }).whenCancelled(() -> {
                    loading.set(false);
                    header.set("Reading the tables was cancelled.");
                }));
    }

    /** Stops the running jobs of this tab (used when the project closes). */
    public void cancel() {
        cancelLoad();
        review.cancel();
        drafting.cancel();
    }

    /** The next (+1) or previous (-1) visible entry after the selected one, or the first when none is selected. */
    public QueueEntry neighbour(List<QueueEntry> shownOrder, int step) {
        if (shownOrder.isEmpty()) {
            return null;
        }
        int at = selected.get() == null ? -1 : shownOrder.indexOf(selected.get());
        int next = at < 0 ? 0 : Math.max(0, Math.min(shownOrder.size() - 1, at + step));
        return shownOrder.get(next);
    }

    /**
     * Puts a changed entry (e.g. just approved) in place and recounts, without reading everything again; a read
     * of the list still running (the one after a drafting) is started again so that it cannot undo the change.
     */
    void replace(QueueEntry changed) {
        for (int i = 0; i < all.size(); i++) {
            QueueEntry row = all.get(i);
            if (row.kind() == changed.kind() && row.key().equals(changed.key())) {
                boolean wasSelected = row.equals(selected.get());
                all.set(i, changed);
                if (wasSelected) {
                    selected.set(changed);
                }
            }
        }
        header.set(headerFor(all));
        if (loadJob != null) {
            load(); // a read still running may predate this change: read again, or its rows would undo it
        }
    }

    /** Keeps the selection across a reload; with none, starts the queue at the first entry to review. */
    private void reselect(QueueEntry before) {
        QueueEntry match = before == null ? null : all.stream()
                .filter(row -> row.kind() == before.kind() && row.key().equals(before.key())).findFirst().orElse(null);
        if (match == null) {
            match = visible.stream().filter(QueueEntry::reviewable).findFirst().orElse(null);
        }
        selected.set(match);
    }

    private void cancelLoad() {
        if (loadJob != null) {
            loadJob.cancel();
            loadJob = null;
        }
    }

    private void refilter() {
        Narrowing narrowed = narrowing.get();
        visible.setPredicate(row -> matches(row, filter.get(), statusFilter.get()) && (narrowed == null
                || row.kind() == QueueEntry.Kind.TABLE && Narrowing.admits(narrowed, row.key(), queryName(row))));
    }

    public ObservableList<QueueEntry> visibleRows() {
        return visible;
    }

    /** Every entry, unfiltered. */
    public ObservableList<QueueEntry> allRows() {
        return allView;
    }

    /** The queue narrowed to the tables behind an Overview figure (keys as queries name tables), or null. */
    public ObjectProperty<Narrowing> narrowingProperty() {
        return narrowing;
    }

    /** Selects the first visible table (after a narrowing), or nothing when none is listed. */
    public void selectFirstVisible() {
        selected.set(visible.stream().filter(e -> e.kind() == QueueEntry.Kind.TABLE).findFirst().orElse(null));
    }

    /** "gold.name" for a gold table, the name for a silver one (as {@code steward status} names tables). */
    private static String queryName(QueueEntry row) {
        return row.layer().equals("gold") ? "gold." + row.name() : row.name();
    }

    public StringProperty filterProperty() {
        return filter;
    }

    /** {@link #ALL} or one status ({@code draft}, {@code stale}, …). */
    public StringProperty statusFilterProperty() {
        return statusFilter;
    }

    public ObjectProperty<QueueEntry> selectedProperty() {
        return selected;
    }

    public ReviewViewModel review() {
        return review;
    }

    public BulkApproval bulk() {
        return bulk;
    }

    public LlmDrafting drafting() {
        return drafting;
    }

    public ReadOnlyStringProperty headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** Why the list is incomplete (a faulty metadata.yaml, skipped overlay entries); empty when all is well. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    private void finished() {
        loadJob = null;
        loading.set(false);
    }

    /** {@code 7 tables · 2 terms · 2 draft · 1 stale · 4 approved}. */
    static String headerFor(List<QueueEntry> rows) {
        long tables = rows.stream().filter(r -> r.kind() == QueueEntry.Kind.TABLE).count();
        StringBuilder text = new StringBuilder(tables + " tables · " + (rows.size() - tables) + " terms");
        Map<String, Long> byStatus = rows.stream().collect(Collectors.groupingBy(QueueEntry::status,
                TreeMap::new, Collectors.counting()));
        for (String status : STATUS_ORDER) {
            Long count = byStatus.get(status);
            if (count != null) {
                text.append(" · ").append(count).append(' ').append(
                        status.equals(QueueEntry.STATUS_UNKNOWN) ? "status unknown" : status);
            }
        }
        long unreadable = rows.stream().filter(r -> r.kind() == QueueEntry.Kind.TABLE && !r.readable()
                && !r.status().equals(QueueEntry.MISSING_PARQUET)).count();
        return unreadable == 0 ? text.toString() : text + " · " + unreadable + " unreadable";
    }

    /** How many entries have the status (for the status filter's labels). */
    public long count(String status) {
        return status.equals(ALL) ? all.size() : all.stream().filter(r -> r.status().equals(status)).count();
    }

    private static String noticeFor(TableList list) {
        List<String> lines = new ArrayList<>();
        if (!list.metadataProblem().isEmpty()) {
            lines.add("Statuses unknown: " + list.metadataProblem());
        }
        lines.addAll(list.warnings());
        return String.join("\n", lines);
    }

    private static boolean matches(QueueEntry row, String text, String status) {
        if (status != null && !status.equals(ALL) && !row.status().equals(status)) {
            return false;
        }
        String needle = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return needle.isEmpty() || row.name().toLowerCase(Locale.ROOT).contains(needle)
                || row.layer().contains(needle) || row.status().toLowerCase(Locale.ROOT).contains(needle);
    }
}
