package dev.steward.ui.metadata;

import dev.steward.project.Layer;
import dev.steward.project.Project;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.RunningJob;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Metadata tab's table list: every silver and gold table with its layer, status and column count,
 * loaded in a job, filtered by a text box, with a header line counting tables by layer and status.
 */
public final class MetadataViewModel {
    private static final List<String> STATUS_ORDER = List.of("approved", "draft", "stale",
            TableSummary.NO_METADATA, TableSummary.STATUS_UNKNOWN);
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final Project project;
    private final TableListReader reader;
    private final ObservableList<TableSummary> all = FXCollections.observableArrayList();
    private final FilteredList<TableSummary> visible = new FilteredList<>(all);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
    private RunningJob loadJob;

    public MetadataViewModel(Jobs jobs, ErrorPresenter errors, Project project, TableListReader reader) {
        this.jobs = jobs;
        this.errors = errors;
        this.project = project;
        this.reader = reader;
        filter.addListener((obs, old, text) -> visible.setPredicate(row -> matches(row, text)));
        header.set(project.tables().size() + " tables · reading their columns…");
    }

    /** (Re)reads the table list in the background; a load already running is cancelled first. */
    public void load() {
        cancel();
        loading.set(true);
        loadJob = jobs.submit("Reading tables of " + project.name(), context -> reader.read(project, context),
                JobCallbacks.<TableList>of(list -> {
                    finished();
                    all.setAll(list.rows());
                    header.set(headerFor(list.rows()));
                    notice.set(noticeFor(list));
                }, failure -> {
                    finished();
                    header.set("The table list could not be read.");
                    errors.present(failure);
                }).whenCancelled(() -> {
                    loading.set(false);
                    header.set("Reading the tables was cancelled.");
                }));
    }

    /** Stops a running load (used when the project closes). */
    public void cancel() {
        if (loadJob != null) {
            loadJob.cancel();
            loadJob = null;
        }
    }

    /** The rows matching the filter (a FilteredList; the view wraps it in a SortedList). */
    public ObservableList<TableSummary> visibleRows() {
        return visible;
    }

    public StringProperty filterProperty() {
        return filter;
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

    static String headerFor(List<TableSummary> rows) {
        long silver = rows.stream().filter(r -> r.layer() == Layer.SILVER).count();
        StringBuilder text = new StringBuilder(rows.size() + " tables · " + silver + " silver · "
                + (rows.size() - silver) + " gold");
        Map<String, Long> byStatus = rows.stream().collect(Collectors.groupingBy(TableSummary::status,
                TreeMap::new, Collectors.counting()));
        for (String status : STATUS_ORDER) {
            Long count = byStatus.get(status);
            if (count != null) {
                text.append(" · ").append(count).append(' ').append(
                        status.equals(TableSummary.STATUS_UNKNOWN) ? "status unknown" : status);
            }
        }
        long unreadable = rows.stream().filter(r -> !r.readable()).count();
        return unreadable == 0 ? text.toString() : text + " · " + unreadable + " without a readable file";
    }

    private static String noticeFor(TableList list) {
        List<String> lines = new ArrayList<>();
        if (!list.metadataProblem().isEmpty()) {
            lines.add("Statuses unknown: " + list.metadataProblem());
        }
        lines.addAll(list.warnings());
        return String.join("\n", lines);
    }

    private static boolean matches(TableSummary row, String text) {
        String needle = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        return needle.isEmpty() || row.name().toLowerCase(Locale.ROOT).contains(needle)
                || row.layer().yamlName().contains(needle) || row.status().toLowerCase(Locale.ROOT).contains(needle);
    }
}
