package dev.steward.ui.definitions;

import dev.steward.definitions.Definition;
import dev.steward.definitions.DefinitionApprovals;
import dev.steward.definitions.DefinitionResolver;
import dev.steward.definitions.DefinitionSet;
import dev.steward.definitions.DefinitionVersion;
import dev.steward.definitions.Resolution;
import dev.steward.definitions.VersionStatus;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import dev.steward.ui.fx.Narrowing;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Definitions tab's state: the definitions with the version answering today, the selected definition and
 * version, the as-of date the timeline marks (and which version answers then), and Approve of a draft. File work
 * runs in jobs; everything here changes on the FX thread.
 */
public final class DefinitionsViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final DefinitionsService service;
    private final LocalDate today;
    private final ObservableList<DefinitionRow> allRows = FXCollections.observableArrayList();
    private final FilteredList<DefinitionRow> rows = new FilteredList<>(allRows);
    private final ObjectProperty<Narrowing> narrowing = new SimpleObjectProperty<>();
    private final ObjectProperty<DefinitionRow> selected = new SimpleObjectProperty<>();
    private final ObjectProperty<DefinitionVersion> selectedVersion = new SimpleObjectProperty<>();
    private final ObjectProperty<LocalDate> asOf = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Reading steward/definitions.yaml…");
    private final ReadOnlyStringWrapper asOfAnswer = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private DefinitionSet all = DefinitionSet.empty();

    /** @param today the day the list's "answers today" and the timeline's today marker are for */
    public DefinitionsViewModel(Jobs jobs, ErrorPresenter errors, DefinitionsService service, LocalDate today) {
        this.jobs = jobs;
        this.errors = errors;
        this.service = service;
        this.today = today;
        asOf.set(today);
        selected.addListener((obs, old, row) -> {
            note.set("");
            selectedVersion.set(row == null ? null : versionToShow(row.definition()));
            updateAsOfAnswer();
        });
        narrowing.addListener((obs, old, now) -> {
            rows.setPredicate(now == null ? null : row -> Narrowing.admits(now, row.definition().id()));
            if (!rows.contains(selected.get())) {
                selected.set(rows.isEmpty() ? null : rows.get(0));
            }
        });
        asOf.addListener((obs, old, day) -> {
            if (day == null) {
                asOf.set(today);
            }
            updateAsOfAnswer();
        });
    }

    /** Reads the definitions in a job; the selection is kept by id. */
    public void load() {
        busy.set(true);
        jobs.submit("Reading the definitions", context -> service.load(), JobCallbacks.<DefinitionSet>of(set -> {
            busy.set(false);
            show(set, selectedVersion.get() == null ? null : selectedVersion.get().evidenceId());
        }, failure -> {
            busy.set(false);
            summary.set("steward/definitions.yaml could not be read; see the message above.");
            errors.present(failure);
        }));
    }

    private void show(DefinitionSet set, String keepVersion) {
        all = set;
        String keepId = selected.get() == null ? null : selected.get().definition().id();
        allRows.setAll(set.definitions().stream().map(d -> DefinitionRow.of(set, d, today)).toList());
        long review = allRows.stream().filter(DefinitionRow::needsReview).count();
        long drafts = set.definitions().stream().flatMap(d -> d.versions().stream())
                .filter(v -> v.status() == VersionStatus.DRAFT).count();
        summary.set(set.isEmpty() ? "No definitions yet: steward/definitions.yaml has no definitions: section "
                + "(import some with steward definitions import)." : allRows.size() + " definitions · " + drafts
                + " draft version(s) to review" + (review == 0 ? "" : " · " + review + " need human review"));
        DefinitionRow again = rows.stream().filter(r -> r.definition().id().equals(keepId)).findFirst()
                .orElse(rows.isEmpty() ? null : rows.get(0));
        selected.set(again);
        if (again != null && keepVersion != null) {
            again.definition().version(keepVersion).ifPresent(selectedVersion::set);
        }
    }

    /** The version answering on the as-of day, else the newest version. */
    private DefinitionVersion versionToShow(Definition d) {
        return answeringOn(d, asOf.get()).orElse(d.versions().isEmpty() ? null
                : d.versions().get(d.versions().size() - 1));
    }

    private Optional<DefinitionVersion> answeringOn(Definition d, LocalDate day) {
        if (!d.isConcept()) {
            return Optional.empty();
        }
        return new DefinitionResolver().versionOn(all, d, day) instanceof Resolution.Resolved r
                ? Optional.of(r.version()) : Optional.empty();
    }

    private void updateAsOfAnswer() {
        DefinitionRow row = selected.get();
        if (row == null) {
            asOfAnswer.set("");
            return;
        }
        Definition d = row.definition();
        LocalDate day = asOf.get();
        if (!d.isConcept()) {
            asOfAnswer.set("A supporting record: it never answers a question itself.");
            return;
        }
        Resolution r = new DefinitionResolver().versionOn(all, d, day);
        asOfAnswer.set("On " + day + ": " + answerText(r));
    }

    private static String answerText(Resolution r) {
        if (r instanceof Resolution.Resolved resolved) {
            return DefinitionRow.label(resolved.version()) + " answers (" + resolved.version().evidenceId() + ", "
                    + resolved.version().validity() + ").";
        }
        if (r instanceof Resolution.NeedsReview review) {
            return review.reason();
        }
        return r instanceof Resolution.Abstain abstain ? abstain.reason() : "nothing answers.";
    }

    /** Why the selected version cannot be approved, or empty when it can. */
    public Optional<String> approveBlocker() {
        DefinitionVersion v = selectedVersion.get();
        if (v == null) {
            return Optional.of("Select a version.");
        }
        if (v.status() != VersionStatus.DRAFT) {
            return Optional.of(DefinitionRow.label(v) + " is " + v.status().yamlName() + "; only drafts are approved.");
        }
        return busy.get() ? Optional.of("Saving…") : Optional.empty();
    }

    /** Approves the selected draft in a job, as {@code steward definitions approve} does; then reads the file again. */
    public void approveSelected() {
        if (approveBlocker().isPresent()) {
            note.set(approveBlocker().get());
            return;
        }
        String evidenceId = selectedVersion.get().evidenceId();
        busy.set(true);
        note.set("Approving " + evidenceId + "…");
        jobs.submit("Approving " + evidenceId, context -> {
            DefinitionApprovals.Approved approved = service.approve(evidenceId);
            return new Reloaded(approved, service.load());
        }, JobCallbacks.<Reloaded>of(done -> {
            busy.set(false);
            show(done.set(), evidenceId);
            note.set("Approved " + evidenceId + " (" + done.approved().version().validity() + "); logged in "
                    + "curation_log.jsonl.");
        }, failure -> {
            busy.set(false);
            note.set("Not approved: " + failure.getMessage());
            errors.present(failure);
        }));
    }

    private record Reloaded(DefinitionApprovals.Approved approved, DefinitionSet set) {
    }

    /** The version the selected one supersedes (for the diff), when it names one that exists. */
    public Optional<DefinitionVersion> supersededBySelected() {
        DefinitionVersion v = selectedVersion.get();
        if (v == null || v.supersedes() == null) {
            return Optional.empty();
        }
        return all.byEvidence(v.supersedes()).map(e -> e.getValue());
    }

    /** J / K: the next or previous definition. */
    public void moveSelection(int step) {
        if (rows.isEmpty()) {
            return;
        }
        int at = rows.indexOf(selected.get());
        selected.set(rows.get(Math.floorMod(at + step, rows.size())));
    }

    /** The list narrowed to the definitions behind an Overview figure (ids), or null for every definition. */
    public ObjectProperty<Narrowing> narrowingProperty() {
        return narrowing;
    }

    /** The definitions listed (narrowed when an Overview figure sent the steward here). */
    public ObservableList<DefinitionRow> rows() {
        return rows;
    }

    public ObjectProperty<DefinitionRow> selectedProperty() {
        return selected;
    }

    public ObjectProperty<DefinitionVersion> selectedVersionProperty() {
        return selectedVersion;
    }

    /** The day the timeline's as-of marker stands on (never null; cleared = today). */
    public ObjectProperty<LocalDate> asOfProperty() {
        return asOf;
    }

    public LocalDate today() {
        return today;
    }

    /** Which version answers the selected definition on the as-of day, or why none does. */
    public ReadOnlyStringProperty asOfAnswerProperty() {
        return asOfAnswer.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The last action's outcome ("Approved …", "Not approved: …"). */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Every definition as last read. */
    public List<Definition> definitions() {
        return all.definitions();
    }
}
