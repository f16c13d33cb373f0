package dev.steward.ui.examples;

import dev.steward.examples.HarvestResult;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.Narrowing;
import dev.steward.ui.fx.RunningJob;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
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
import javafx.collections.ObservableSet;
import javafx.collections.SetChangeListener;
import javafx.collections.transformation.FilteredList;

/**
 * The Examples tab's list: every example of synthetic.jsonl, the harvested candidates and the failures, loaded in a
 * job, narrowed by state chips (none chosen = all) and a search over question and SQL, with a header counting each
 * state. It owns the selection (the {@link ExampleDetailViewModel} shows it) and the one-click harvest.
 */
public final class ExamplesViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ExamplesService service;
    private final ObservableList<ExampleEntry> all = FXCollections.observableArrayList();
    private final ObservableList<ExampleEntry> allView = FXCollections.unmodifiableObservableList(all);
    private final FilteredList<ExampleEntry> visible = new FilteredList<>(all);
    private final ObservableSet<ExampleState> states = FXCollections.observableSet(EnumSet.noneOf(ExampleState.class));
    private final StringProperty search = new SimpleStringProperty("");
    private final ObjectProperty<Narrowing> narrowing = new SimpleObjectProperty<>();
    private final ObjectProperty<ExampleEntry> selected = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper("Reading the examples…");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private String lastHarvest = "";
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private final ExampleDetailViewModel detail;
    private final ExampleAuditViewModel audit;
    /** The "disputed" chip: only goldens the last audit disputes. */
    private final javafx.beans.property.BooleanProperty disputedOnly =
            new javafx.beans.property.SimpleBooleanProperty();
    private RunningJob loadJob;
    /** The content hash to select once the running load finishes (an example just added), or null. */
    private String showAfterLoad;

    /** Without the gold audit (tests of the list and the editor). */
    public ExamplesViewModel(Jobs jobs, ErrorPresenter errors, ExamplesService service) {
        this(jobs, errors, service, null);
    }

    /** @param audits the project's gold audit, shown beside each golden's verified state */
    public ExamplesViewModel(Jobs jobs, ErrorPresenter errors, ExamplesService service, ExampleAudits audits) {
        this.jobs = jobs;
        this.audit = new ExampleAuditViewModel(jobs, audits);
        this.errors = errors;
        this.service = service;
        this.detail = new ExampleDetailViewModel(jobs, errors, service, this::replace, this::load,
                this::loadAndShow);
        search.addListener((obs, old, text) -> refilter());
        states.addListener((SetChangeListener<ExampleState>) change -> refilter());
        narrowing.addListener((obs, old, now) -> refilter());
        disputedOnly.addListener((obs, old, now) -> refilter());
        audit.reportProperty().addListener((obs, old, now) -> {
            if (disputedOnly.get()) {
                refilter();
            }
        });
        selected.addListener((obs, old, entry) -> {
            if (entry == null || !entry.sameAs(old)) {
                audit.clearForEntry();
                detail.open(entry);
            }
        });
    }

    /** (Re)reads everything in the background, keeping the selection where it can. */
    public void load() {
        if (loadJob != null) {
            loadJob.cancel();
        }
        loading.set(true);
        loadJob = jobs.submit("Reading the examples", context -> service.load(), JobCallbacks.<ExampleList>of(list -> {
            finished();
            audit.refresh();
            ExampleEntry before = selected.get();
            all.setAll(list.entries());
            header.set(headerFor(all));
            String problems = list.problems().isEmpty() ? "" : "Unreadable lines (left in the files): "
                    + String.join("; ", list.problems());
            String orphans = list.orphans().isEmpty() ? "" : "Records in steward/examples.yaml whose example is gone "
                    + "(kept under orphans:): " + String.join("; ", list.orphans());
            notice.set(String.join("\n", java.util.stream.Stream.of(lastHarvest, problems, orphans)
                    .filter(t -> !t.isEmpty()).toList()));
            ExampleEntry match = before == null ? null
                    : all.stream().filter(before::sameAs).findFirst().orElse(null);
            selected.set(match);
            if (match != null && !match.equals(before)) {
                detail.open(match);
            }
            if (showAfterLoad != null) {
                String hash = showAfterLoad;
                showAfterLoad = null;
                show(hash, null);
                ExampleEntry shown = selected.get();
                if (shown != null && shown.example() != null && shown.example().contentHash().equals(hash)) {
                    notice.set("Added as a verified example: '" + shown.question() + "' (line "
                            + shown.row().lineNumber() + " of synthetic.jsonl). The failure stays in "
                            + "failures.jsonl as it was recorded.");
                }
            }
        }, failure -> {
            finished();
            header.set("The examples could not be read.");
            errors.present(failure);
        }).whenCancelled(this::finished));
    }

    /**
     * Selects the example or template with this content hash, clearing the search and state chips so it is listed;
     * for a template with {@code slot}, the detail brings that slot's editor into view. Says so when it is gone.
     */
    public void show(String contentHash, String slot) {
        java.util.Optional<ExampleEntry> entry = all.stream().filter(e -> e.example() != null
                && e.example().contentHash().equals(contentHash)).findFirst();
        if (entry.isEmpty()) {
            notice.set("That example is no longer in synthetic.jsonl as it was run (edited or removed since).");
            return;
        }
        search.set("");
        states.clear();
        disputedOnly.set(false);
        narrowing.set(null);
        selected.set(entry.get());
        if (slot != null || entry.get().state() == ExampleState.TEMPLATE) {
            detail.revealSlot(slot);
        }
    }

    /**
     * Lists only what an Overview figure is behind: the entries in {@code chips} (none: every state) whose content
     * hash {@code goldens} holds (null: any), the search cleared; selects the first of them.
     */
    public void narrowTo(Narrowing goldens, java.util.Collection<ExampleState> chips) {
        search.set("");
        states.clear();
        disputedOnly.set(false);
        states.addAll(chips);
        narrowing.set(goldens);
        selected.set(visible.isEmpty() ? null : visible.get(0));
    }

    /** The list narrowed to the goldens behind an Overview figure (content hashes), or null. */
    public ObjectProperty<Narrowing> narrowingProperty() {
        return narrowing;
    }

    /** Reads everything again, then selects the example of this content hash (one just added). */
    void loadAndShow(String contentHash) {
        showAfterLoad = contentHash;
        load();
    }

    /** Promotes the thumbs-up candidates of harvested.jsonl to unverified examples, then reloads. */
    public void harvest() {
        loading.set(true);
        jobs.submit("Harvesting chat candidates", context -> service.harvest(), JobCallbacks.<HarvestResult>of(
                result -> {
                    loading.set(false);
                    lastHarvest = harvestText(result);
                    notice.set(lastHarvest);
                    load();
                }, failure -> {
                    loading.set(false);
                    errors.present(failure);
                }));
    }

    public void cancel() {
        if (loadJob != null) {
            loadJob.cancel();
        }
        audit.cancel();
        detail.cancel();
    }

    /**
     * Puts a decided entry in place and recounts, without reading everything again. When the state chips no longer
     * show it (verified under "unverified"), the list and the detail go on together with the entry that took its
     * place: selecting it while hidden left the list highlighting that neighbour beside the decided entry's detail.
     */
    void replace(ExampleEntry changed) {
        int position = visible.indexOf(selected.get());
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).sameAs(changed)) {
                all.set(i, changed);
            }
        }
        header.set(headerFor(all));
        audit.refresh(); // the decided golden has a new content hash (an edit) or a new state: audit it
        if (visible.contains(changed)) {
            selected.set(changed);
            return;
        }
        selected.set(visible.isEmpty() || position < 0 ? null : visible.get(Math.min(position, visible.size() - 1)));
        notice.set("'" + changed.question() + "' is " + changed.state().label() + " now; the chips shown hide it.");
    }

    /** Entries in this state (all when null). */
    public long count(ExampleState state) {
        return state == null ? all.size() : all.stream().filter(e -> e.state() == state).count();
    }

    /** {@code 27 examples · 3 unverified · 14 verified · 4 templates · 1 harvested candidate · 2 failures}. */
    static String headerFor(List<ExampleEntry> entries) {
        List<String> parts = new ArrayList<>();
        long rows = entries.stream().filter(ExampleEntry::editable).count();
        parts.add(rows + (rows == 1 ? " example" : " examples"));
        for (ExampleState state : ExampleState.values()) {
            long count = entries.stream().filter(e -> e.state() == state).count();
            if (count > 0) {
                parts.add(count + " " + plural(state, count));
            }
        }
        long duplicates = entries.stream().filter(ExampleEntry::duplicate).count();
        if (duplicates > 0) {
            parts.add(duplicates + (duplicates == 1 ? " duplicate" : " duplicates"));
        }
        return String.join(" · ", parts);
    }

    private static String plural(ExampleState state, long count) {
        return switch (state) {
            case TEMPLATE -> count == 1 ? "template" : "templates";
            case CANDIDATE -> count == 1 ? "harvested candidate" : "harvested candidates";
            case FAILURE -> count == 1 ? "failure" : "failures";
            default -> state.label();
        };
    }

    private static String harvestText(HarvestResult result) {
        if (result.marked() == 0) {
            return "Nothing to harvest: no thumbs-up candidates are waiting.";
        }
        return "Harvested " + result.marked() + (result.marked() == 1 ? " candidate: " : " candidates: ")
                + result.promoted().size() + " added as unverified, " + result.duplicates() + " duplicate, "
                + result.withoutSql() + " without SQL.";
    }

    private void refilter() {
        String needle = search.get();
        Narrowing narrowed = narrowing.get();
        boolean disputed = disputedOnly.get();
        visible.setPredicate(e -> (states.isEmpty() || states.contains(e.state())) && e.matches(needle)
                && Narrowing.admits(narrowed, e.example() == null ? null : e.example().contentHash())
                && (!disputed || audit.disputed(e)));
    }

    private void finished() {
        loadJob = null;
        loading.set(false);
    }

    public ObservableList<ExampleEntry> visibleEntries() {
        return visible;
    }

    public ObservableList<ExampleEntry> allEntries() {
        return allView;
    }

    /** The state chips that are on; none on shows every state. */
    public ObservableSet<ExampleState> states() {
        return states;
    }

    public StringProperty searchProperty() {
        return search;
    }

    public ObjectProperty<ExampleEntry> selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** The last harvest's outcome, or lines of the logs that could not be read; empty when nothing to say. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ExampleDetailViewModel detail() {
        return detail;
    }

    /** The gold audit shown beside each golden's verified state, and Confirm. */
    public ExampleAuditViewModel audit() {
        return audit;
    }

    /** The "disputed" chip: only the goldens the last audit disputes are listed. */
    public javafx.beans.property.BooleanProperty disputedOnlyProperty() {
        return disputedOnly;
    }

    /** Selects the next ({@code +1}) or previous ({@code -1}) listed entry (J / K). */
    public void moveSelection(int delta) {
        if (visible.isEmpty()) {
            return;
        }
        int at = visible.indexOf(selected.get());
        int next = at < 0 ? 0 : Math.max(0, Math.min(visible.size() - 1, at + delta));
        selected.set(visible.get(next));
    }
}
