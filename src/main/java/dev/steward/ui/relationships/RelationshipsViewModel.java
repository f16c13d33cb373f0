package dev.steward.ui.relationships;

import dev.steward.project.Project;
import dev.steward.relationships.LoadedRelationships;
import dev.steward.relationships.MermaidErd;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipChecks;
import dev.steward.relationships.RelationshipIdentity;
import dev.steward.relationships.RelationshipStatus;
import dev.steward.relationships.RelationshipsEditor;
import dev.steward.relationships.RelationshipsMerge;
import dev.steward.relationships.SchemaColumns;
import dev.steward.store.AtomicFiles;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.Narrowing;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Relationships tab: relationships.yaml's entries with status and table filters, review decisions (approve,
 * reject, delete), the add/edit form checked against the data, "Detect", and the ERD picture. Every read and
 * write runs as a job; each decision is written at once through {@link RelationshipsEditor}.
 */
public final class RelationshipsViewModel {
    /** Status filter choices; "new" means added by the last Detect. */
    public static final List<String> STATUS_FILTERS = List.of("all", "draft", "approved", "stale", "hand-added",
            "new");
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final Project project;
    private final RelationshipsEditor editor;
    private final RelationshipChecks checks;
    private final Detection detection;
    private final AtomicFiles files;
    private final MermaidErd erd = new MermaidErd();
    private final ObservableList<RelationshipRow> all = FXCollections.observableArrayList();
    private final FilteredList<RelationshipRow> visible = new FilteredList<>(all);
    private final ObservableList<String> tables = FXCollections.observableArrayList();
    private final ObservableList<RelationshipRow> rejectedByData = FXCollections.observableArrayList();
    private final StringProperty statusFilter = new SimpleStringProperty("all");
    private final StringProperty tableFilter = new SimpleStringProperty("");
    private final ObjectProperty<Narrowing> narrowing = new SimpleObjectProperty<>();
    private final ObjectProperty<RelationshipRow> selected = new SimpleObjectProperty<>();
    private final BooleanProperty showAll = new SimpleBooleanProperty(true);
    private final BooleanProperty keysOnly = new SimpleBooleanProperty(true);
    private final ReadOnlyObjectWrapper<ErdPicture> picture = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper header = new ReadOnlyStringWrapper("Reading relationships.yaml…");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final RelationshipForm form = new RelationshipForm();
    private final Set<RelationshipIdentity> detectedNew = new HashSet<>();
    private LoadedRelationships loaded;
    private SchemaColumns schema = new SchemaColumns(java.util.Map.of());

    public RelationshipsViewModel(Jobs jobs, ErrorPresenter errors, Project project, RelationshipsEditor editor,
                                  RelationshipChecks checks, Detection detection, AtomicFiles files) {
        this.jobs = jobs;
        this.errors = errors;
        this.project = project;
        this.editor = editor;
        this.checks = checks;
        this.detection = detection;
        this.files = files;
        statusFilter.addListener(o -> refilter());
        narrowing.addListener(o -> refilter());
        tableFilter.addListener(o -> {
            refilter();
            redraw();
        });
        showAll.addListener(o -> redraw());
        keysOnly.addListener(o -> redraw());
    }

    /** Reads the tables' columns and relationships.yaml in the background. */
    public void load() {
        run("Reading relationships of " + project.name(), () -> new Snapshot(checks.schema(project),
                editor.load(project.relationshipsFile())), snapshot -> {
                    errors.resolved(LOAD); // a file fixed and read again: its banner goes
                    schema = snapshot.schema();
                    tables.setAll(schema.tables().keySet().stream().sorted().toList());
                    show(snapshot.file());
                }, LOAD);
    }

    /** The error banner's source for a failed read of the tab (relationships.yaml or the tables' schemas). */
    private static final String LOAD = "relationships.load";

    private record Snapshot(SchemaColumns schema, LoadedRelationships file) {
    }

    public void approveSelected() {
        decide("Approve", r -> r.status() == RelationshipStatus.APPROVED ? "It is approved already."
                : null, r -> editor.approve(loaded, r.identity()));
    }

    /** Rejects a proposal (draft or stale); approved entries are deleted instead, on purpose. */
    public void rejectSelected() {
        decide("Reject", r -> r.status() == RelationshipStatus.APPROVED
                ? "Approved entries are not rejected; delete it (Delete key) if it is wrong." : null,
                r -> editor.reject(loaded, r.identity()));
    }

    public void deleteSelected() {
        decide("Delete", r -> null, r -> editor.delete(loaded, r.identity()));
    }

    private void decide(String verb, Function<Relationship, String> refusal,
                        Function<Relationship, LoadedRelationships> write) {
        RelationshipRow row = selected.get();
        if (row == null || loaded == null) {
            message.set("Select a relationship first (J/K move through the list).");
            return;
        }
        Relationship r = row.relationship();
        String refused = refusal.apply(r);
        if (refused != null) {
            message.set(refused);
            return;
        }
        int position = visible.indexOf(row);
        run(verb + " " + r.identity(), () -> write.apply(r), file -> {
            show(file);
            message.set(pastTense(verb) + " " + r.fromTable() + " → " + r.toTable() + ".");
            selectAt(position, r.identity());
        });
    }

    /** "Approved", "Deleted", "Rejected" (the message read "Rejectd"). */
    private static String pastTense(String verb) {
        return verb.endsWith("e") ? verb + "d" : verb + "ed";
    }

    /** Opens the form on the selected entry. */
    public void editSelected() {
        if (selected.get() != null) {
            form.startEdit(selected.get().relationship());
        }
    }

    /** Opens an empty form (the table filter, if any, is the suggested from table). */
    public void startNew() {
        form.startNew(tableFilter.get());
    }

    /**
     * Opens the form for a new path prefilled with a join a failure needed (the Eval tab's relationship group);
     * Check and Save work as for any hand-added path.
     */
    public void proposeJoin(String fromTable, String fromColumn, String toTable, String toColumn) {
        form.startNew(fromTable, fromColumn, toTable, toColumn);
        message.set("Prefilled from an eval failure: " + fromTable + "." + fromColumn + " = " + toTable + "."
                + toColumn + ". Check it against the data, then save.");
    }

    /** Checks the form's path against the data with the same verifier as Detect; shows the evidence. */
    public void checkForm() {
        RelationshipForm.Candidate candidate = form.candidate();
        if (candidate.relationship().isEmpty()) {
            message.set(candidate.problem());
            return;
        }
        Relationship r = candidate.relationship().get();
        run("Check " + r.identity(), () -> checks.check(project, schema, r), evidence -> {
            form.checked(evidence);
            message.set("Checked: " + RelationshipRow.evidenceText(evidence) + ".");
        });
    }

    /** Saves the checked form: adds a new entry or replaces the edited one. Refused until checked. */
    public void saveForm() {
        RelationshipForm.Candidate candidate = form.candidate();
        if (candidate.relationship().isEmpty() || !form.checkedProperty().get()) {
            message.set(candidate.relationship().isEmpty() ? candidate.problem()
                    : "Check the path against the data before saving.");
            return;
        }
        Relationship r = candidate.relationship().get();
        RelationshipIdentity editing = form.editingProperty().get();
        run("Save " + r.identity(), () -> editing == null ? editor.add(loaded, r) : editor.edit(loaded, editing, r),
                file -> {
                    form.close();
                    show(file);
                    message.set((editing == null ? "Added " : "Saved ") + r.fromTable() + " → " + r.toTable() + ".");
                    selectAt(0, r.identity());
                });
    }

    /** Runs detection and merge (as {@code relationships generate}); new entries are marked "new". */
    public void detect() {
        run("Detect relationships in " + project.name(), () -> {
            RelationshipsMerge.Outcome outcome = detection.run(project, line -> { });
            outcome.madeStale().forEach(editor::recordDrift);
            return new Detected(outcome, editor.load(project.relationshipsFile()));
        }, detected -> {
            detectedNew.clear();
            detected.outcome().added().forEach(r -> detectedNew.add(r.identity()));
            show(detected.file());
            message.set("Detect: " + detected.outcome().added().size() + " new, " + detected.outcome().kept().size()
                    + " kept, " + detected.outcome().madeStale().size() + " made stale.");
            if (!detectedNew.isEmpty()) {
                statusFilter.set("new");
            }
        });
    }

    private record Detected(RelationshipsMerge.Outcome outcome, LoadedRelationships file) {
    }

    /** Writes relationships_erd.md (approved only, or all, as the diagram shows). */
    public void exportMarkdown() {
        Path target = project.relationshipsErdFile();
        String text = erd.markdown(project.name(), loaded == null ? List.of() : loaded.entries(), schema.tables(),
                showAll.get());
        export("relationships_erd.md", target, () -> text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes exported content (SVG, PNG) produced by {@code content} in the background. */
    public void export(String what, Path target, Callable<byte[]> content) {
        run("Export " + what, () -> files.write(target, content.call()),
                stamp -> message.set("Exported " + what + " to " + target + "."));
    }

    /** Moves the selection through the visible rows (J = +1, K = -1), stopping at the ends. */
    public void moveSelection(int step) {
        if (visible.isEmpty()) {
            return;
        }
        int at = selected.get() == null ? -1 : visible.indexOf(selected.get());
        int next = at < 0 ? 0 : Math.max(0, Math.min(visible.size() - 1, at + step));
        selected.set(visible.get(next));
    }

    /**
     * Lists only the paths behind an Overview figure (null: every path), with the status and table filters cleared,
     * and selects the first of them.
     */
    public void narrowTo(Narrowing paths) {
        statusFilter.set("all");
        tableFilter.set("");
        narrowing.set(paths);
        selected.set(visible.isEmpty() ? null : visible.get(0));
    }

    public ObjectProperty<Narrowing> narrowingProperty() {
        return narrowing;
    }

    /** Shows only the relationships touching {@code table} (clicking an ERD entity). */
    public void filterToTable(String table) {
        tableFilter.set(table == null ? "" : table);
    }

    private void show(LoadedRelationships file) {
        loaded = file;
        all.setAll(file.entries().stream().map(r -> new RelationshipRow(r, detectedNew.contains(r.identity()),
                missingTables(r))).toList());
        long missing = all.stream().filter(r -> !r.missingTables().isEmpty()).count();
        long approved = file.entries().stream().filter(r -> r.status() == RelationshipStatus.APPROVED).count();
        long stale = file.entries().stream().filter(r -> r.status() == RelationshipStatus.STALE).count();
        header.set(file.entries().size() + " relationships · " + approved + " approved · "
                + (file.entries().size() - approved - stale) + " draft · " + stale + " stale · "
                + tables.size() + " tables" + (missing == 0 ? "" : " · " + missing + " naming a missing table")
                + rejectedByData(file));
        rejectedByData.setAll(file.notes().rejectedByData().stream().map(r -> new RelationshipRow(r, false)).toList());
        redraw();
    }

    /** The entry's tables the data does not have (none before the schema was read). */
    private List<String> missingTables(Relationship r) {
        if (schema.tables().isEmpty()) {
            return List.of();
        }
        return java.util.stream.Stream.of(r.fromTable(), r.toTable()).distinct()
                .filter(t -> !schema.tables().containsKey(t)).toList();
    }

    /** " · 2 rejected by the data" when detection kept contradicted candidates in Steward's file. */
    private static String rejectedByData(LoadedRelationships file) {
        int rejected = file.notes().rejectedByData().size();
        return rejected == 0 ? "" : " · " + rejected + " rejected by the data (steward/relationships.yaml)";
    }

    private void selectAt(int position, RelationshipIdentity preferred) {
        selected.set(visible.stream().filter(r -> r.relationship().identity().equals(preferred)).findFirst()
                .orElse(visible.isEmpty() ? null : visible.get(Math.max(0, Math.min(position, visible.size() - 1)))));
    }

    /** The diagram follows the table filter: a large project's ERD is read one neighbourhood at a time. */
    private void redraw() {
        String focus = tableFilter.get();
        List<Relationship> entries = loaded == null ? List.of() : loaded.entries().stream()
                .filter(r -> focus == null || focus.isBlank() || r.fromTable().equals(focus)
                        || r.toTable().equals(focus)).toList();
        picture.set(ErdPicture.of(erd, entries, schema, showAll.get(),
                keysOnly.get()));
    }

    private void refilter() {
        String status = statusFilter.get();
        String table = tableFilter.get();
        Narrowing narrowed = narrowing.get();
        visible.setPredicate(row -> row.matches(status, table)
                && Narrowing.admits(narrowed, row.relationship().pathText()));
    }

    private <T> void run(String title, Callable<T> work, java.util.function.Consumer<T> done) {
        run(title, work, done, null);
    }

    private <T> void run(String title, Callable<T> work, java.util.function.Consumer<T> done, String source) {
        busy.set(true);
        jobs.submit(title, context -> work.call(), JobCallbacks.<T>of(result -> {
            busy.set(false);
            done.accept(result);
        }, failure -> {
            busy.set(false);
            message.set("");
            errors.present(failure, source);
        }).whenCancelled(() -> busy.set(false)));
    }

    public ObservableList<RelationshipRow> visibleRows() {
        return visible;
    }

    /** Every table with a Parquet file, sorted (for the form's pickers and the table filter). */
    public ObservableList<String> tables() {
        return tables;
    }

    public List<String> columnsOf(String table) {
        return table == null ? List.of() : schema.columnNames(table);
    }

    public StringProperty statusFilterProperty() {
        return statusFilter;
    }

    /** A table name, or empty for all tables. */
    public StringProperty tableFilterProperty() {
        return tableFilter;
    }

    public ObjectProperty<RelationshipRow> selectedProperty() {
        return selected;
    }

    /** True: the ERD draws every entry (drafts dashed); false: approved only. */
    public BooleanProperty showAllProperty() {
        return showAll;
    }

    /** True: entities list only their joined columns; false: every column. */
    public BooleanProperty keysOnlyProperty() {
        return keysOnly;
    }

    public ReadOnlyObjectProperty<ErdPicture> pictureProperty() {
        return picture.getReadOnlyProperty();
    }

    /** Candidates the data contradicted (steward/relationships.yaml {@code rejected_by_data}), with evidence. */
    public ObservableList<RelationshipRow> rejectedByData() {
        return FXCollections.unmodifiableObservableList(rejectedByData);
    }

    public ReadOnlyStringProperty headerProperty() {
        return header.getReadOnlyProperty();
    }

    /** What the last action did, or why it was refused. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public RelationshipForm form() {
        return form;
    }

    public Project project() {
        return project;
    }
}
