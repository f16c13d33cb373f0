package dev.steward.ui.relationships;

import dev.steward.relationships.Confidence;
import dev.steward.relationships.JoinColumn;
import dev.steward.relationships.Relationship;
import dev.steward.relationships.RelationshipEvidence;
import dev.steward.relationships.RelationshipIdentity;
import dev.steward.relationships.RelationshipStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The add/edit form's state: tables, join column pairs (several for a composite key), confidence and note, and
 * the evidence of the last data check. Any change after a check makes the evidence stale, so saving always
 * stores evidence for exactly what is saved.
 */
public final class RelationshipForm {
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyObjectWrapper<RelationshipIdentity> editing = new ReadOnlyObjectWrapper<>();
    private final StringProperty fromTable = new SimpleStringProperty("");
    private final StringProperty toTable = new SimpleStringProperty("");
    private final ObservableList<JoinPair> pairs = FXCollections.observableArrayList(
            pair -> new Observable[] {pair.fromColumn(), pair.toColumn()});
    private final ObjectProperty<Confidence> confidence = new SimpleObjectProperty<>(Confidence.HIGH);
    private final StringProperty note = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<RelationshipEvidence> evidence = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper checked = new ReadOnlyBooleanWrapper(false);
    private RelationshipStatus status = RelationshipStatus.DRAFT;

    /** One pair of joined columns in the form. */
    public record JoinPair(StringProperty fromColumn, StringProperty toColumn) {
        public static JoinPair of(String from, String to) {
            return new JoinPair(new SimpleStringProperty(from), new SimpleStringProperty(to));
        }
    }

    public RelationshipForm() {
        fromTable.addListener(o -> invalidate());
        toTable.addListener(o -> invalidate());
        pairs.addListener((Observable o) -> invalidate());
        confidence.addListener(o -> invalidate());
    }

    /** Opens the form empty, for a new hand-added path. */
    public void startNew(String fromTableHint) {
        editing.set(null);
        status = RelationshipStatus.DRAFT;
        fill(fromTableHint == null ? "" : fromTableHint, "", List.of(JoinPair.of("", "")), Confidence.HIGH, "");
        open.set(true);
    }

    /** Opens the form for a new path with this join filled in (from a failure that needed it). */
    public void startNew(String fromTable, String fromColumn, String toTable, String toColumn) {
        editing.set(null);
        status = RelationshipStatus.DRAFT;
        fill(fromTable, toTable, List.of(JoinPair.of(fromColumn, toColumn)), Confidence.HIGH, "");
        open.set(true);
    }

    /** Opens the form on an existing entry; saving replaces it (and makes it hand-added: a person defined it). */
    public void startEdit(Relationship r) {
        editing.set(r.identity());
        status = r.status();
        List<JoinPair> joined = r.joinOn().stream().map(j -> JoinPair.of(j.fromColumn(), j.toColumn())).toList();
        fill(r.fromTable(), r.toTable(), joined, r.confidence(), r.note() == null ? "" : r.note());
        evidence.set(r.evidence());
        open.set(true);
    }

    public void close() {
        open.set(false);
        editing.set(null);
    }

    public void addPair() {
        pairs.add(JoinPair.of("", ""));
    }

    public void removePair(JoinPair pair) {
        if (pairs.size() > 1) {
            pairs.remove(pair);
        }
    }

    /** The path as typed, or empty with the reason when a table or a column is still missing. */
    public Candidate candidate() {
        List<String> missing = new ArrayList<>();
        if (fromTable.get().isBlank()) {
            missing.add("the from table");
        }
        if (toTable.get().isBlank()) {
            missing.add("the to table");
        }
        if (pairs.stream().anyMatch(p -> p.fromColumn().get().isBlank() || p.toColumn().get().isBlank())) {
            missing.add("both columns of every join pair");
        }
        if (!missing.isEmpty()) {
            return new Candidate(Optional.empty(), "Pick " + String.join(", ", missing) + ".");
        }
        List<JoinColumn> join = pairs.stream()
                .map(p -> new JoinColumn(p.fromColumn().get().strip(), p.toColumn().get().strip())).toList();
        String text = note.get().isBlank() ? null : note.get().strip();
        return new Candidate(Optional.of(new Relationship(fromTable.get().strip(), toTable.get().strip(), join,
                confidence.get(), status, null, evidence.get(), null, text)), "");
    }

    /** What {@link #candidate()} found: the relationship, or why there is none. */
    public record Candidate(Optional<Relationship> relationship, String problem) {
    }

    /** Stores the evidence of a check of the current contents. */
    void checked(RelationshipEvidence measured) {
        evidence.set(measured);
        checked.set(true);
    }

    private void fill(String from, String to, List<JoinPair> joined, Confidence level, String text) {
        fromTable.set(from);
        toTable.set(to);
        pairs.setAll(joined);
        confidence.set(level);
        note.set(text);
        evidence.set(null);
        checked.set(false);
    }

    private void invalidate() {
        checked.set(false);
    }

    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    /** The identity of the entry being edited, null for a new one. */
    public ReadOnlyObjectProperty<RelationshipIdentity> editingProperty() {
        return editing.getReadOnlyProperty();
    }

    public StringProperty fromTableProperty() {
        return fromTable;
    }

    public StringProperty toTableProperty() {
        return toTable;
    }

    public ObservableList<JoinPair> pairs() {
        return pairs;
    }

    public ObjectProperty<Confidence> confidenceProperty() {
        return confidence;
    }

    public StringProperty noteProperty() {
        return note;
    }

    /** The last measured evidence (or the entry's stored one while editing, until the first check). */
    public ReadOnlyObjectProperty<RelationshipEvidence> evidenceProperty() {
        return evidence.getReadOnlyProperty();
    }

    /** True when the evidence was measured for exactly the current contents. */
    public ReadOnlyBooleanProperty checkedProperty() {
        return checked.getReadOnlyProperty();
    }
}
