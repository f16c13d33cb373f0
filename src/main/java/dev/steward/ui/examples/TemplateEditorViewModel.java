package dev.steward.ui.examples;

import dev.steward.examples.Example;
import dev.steward.examples.ExampleRow;
import dev.steward.examples.SlotDraft;
import dev.steward.examples.SlotSpec;
import dev.steward.examples.TemplateSql;
import dev.steward.sql.QueryCancellation;
import dev.steward.ui.fx.ErrorPresenter;
import dev.steward.ui.fx.JobCallbacks;
import dev.steward.ui.fx.Jobs;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The template part of the Examples tab for a verified example or a template: the slots the SQL uses (declared or
 * not), "Make slot" for a selected literal, the test fill, and Save, which stays disabled with the reason shown while
 * a slot is undeclared or the last test fill of exactly this SQL and these slots did not work.
 */
public final class TemplateEditorViewModel {
    private final Jobs jobs;
    private final ErrorPresenter errors;
    private final ExamplesService service;
    private final StringProperty sql;
    private final BiConsumer<String, Function<ExampleRow, Example>> decide;
    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList(
            row -> row.observables());
    private final StringProperty testQuestion = new SimpleStringProperty("");
    private final ReadOnlyObjectWrapper<TestFillOutcome> outcome = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper saveBlocker = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");
    private ExampleEntry entry;
    private String testedKey;

    /**
     * @param sql    the detail's SQL text (Make slot edits it)
     * @param decide runs a decision on the shown row with the detail's conflict handling
     */
    TemplateEditorViewModel(Jobs jobs, ErrorPresenter errors, ExamplesService service, StringProperty sql,
                            BiConsumer<String, Function<ExampleRow, Example>> decide) {
        this.jobs = jobs;
        this.errors = errors;
        this.service = service;
        this.sql = sql;
        this.decide = decide;
        sql.addListener((obs, old, text) -> syncSlots());
        slots.addListener((javafx.collections.ListChangeListener<SlotRow>) c -> recheck());
        outcome.addListener((obs, old, now) -> recheck());
        busy.addListener((obs, old, now) -> recheck());
    }

    /** Shows the entry's slots; only verified examples and templates can be edited here. */
    void open(ExampleEntry shown) {
        entry = shown;
        outcome.set(null);
        testedKey = null;
        notice.set("");
        Example example = shown == null ? null : shown.example();
        available.set(example != null && example.verified());
        testQuestion.set(example != null && example.templated() ? example.question() : "");
        List<SlotRow> rows = new java.util.ArrayList<>();
        if (example != null && example.params() != null) {
            example.params().forEach((name, spec) -> rows.add(SlotRow.declared(name, spec, null)));
        }
        List<String> used = TemplateSql.of(shown == null ? "" : shown.sql()).slotNames();
        rows.removeIf(r -> !used.contains(r.name()));
        used.stream().filter(name -> rows.stream().noneMatch(r -> r.name().equals(name)))
                .forEach(name -> rows.add(SlotRow.undeclared(name)));
        slots.setAll(rows); // one change, so the view builds the cards once
        recheck();
    }

    /** Turns the literal at [start, end) of the SQL into {@code {name}} with a suggested spec (a job). */
    public void makeSlot(int start, int end, String name) {
        String text = sql.get();
        busy.set(true);
        jobs.submit("Making slot {" + name + "}", context -> service.makeSlot(text, start, end, name),
                JobCallbacks.<SlotDraft>of(draft -> {
                    busy.set(false);
                    slots.removeIf(r -> r.name().equals(draft.slot()));
                    slots.add(SlotRow.declared(draft.slot(), draft.suggested(), draft.column()));
                    sql.set(draft.sql());
                    notice.set("{" + draft.slot() + "} replaces " + Objects.requireNonNullElse(
                            draft.suggested().example(), "the literal") + (draft.suggested().values().isEmpty()
                            ? "." : "; allowed values come from the profile of " + draft.column() + "."));
                }, failure -> {
                    busy.set(false);
                    errors.present(failure);
                }));
    }

    /** Declares a slot the SQL uses with the spec suggested from its name; the steward then checks it. */
    public void declare(SlotRow row) {
        SlotSpec suggested = service.detectedSlots("{" + row.name() + "}").get(row.name());
        row.declare(suggested);
    }

    /** Fills the template from the test question and runs it (a job); the outcome shows each slot's value. */
    public void testFill() {
        String question = testQuestion.get().strip();
        if (question.isEmpty() || entry == null) {
            notice.set("Type a question the template should answer, e.g. with a value for each slot.");
            return;
        }
        String text = sql.get();
        Map<String, SlotSpec> params = params();
        String key = keyOf(text, params);
        busy.set(true);
        outcome.set(null);
        jobs.submit("Test fill: " + question, context -> service.testFillAndCheck(entry.question(), text, params, question,
                new QueryCancellation()), JobCallbacks.<TestFillOutcome>of(done -> {
                    testedKey = key;
                    busy.set(false);
                    outcome.set(done);
                }, failure -> {
                    busy.set(false);
                    errors.present(failure);
                }));
    }

    /** Saves the template through the engine (only that row of synthetic.jsonl changes). */
    public void save() {
        if (!saveBlocker.get().isEmpty()) {
            notice.set(saveBlocker.get());
            return;
        }
        String text = sql.get();
        Map<String, SlotSpec> params = params();
        decide.accept("Saving the template '" + entry.question() + "'", row -> service.promote(row, text, params));
    }

    /** The declared slots the SQL uses, in the order listed. */
    public Map<String, SlotSpec> params() {
        Map<String, SlotSpec> params = new LinkedHashMap<>();
        slots.stream().filter(r -> r.declaredProperty().get()).forEach(r -> params.put(r.name(), r.spec()));
        return params;
    }

    private void syncSlots() {
        List<String> used = TemplateSql.of(sql.get() == null ? "" : sql.get()).slotNames();
        slots.removeIf(r -> !used.contains(r.name()));
        for (String name : used) {
            if (slots.stream().noneMatch(r -> r.name().equals(name))) {
                slots.add(SlotRow.undeclared(name));
            }
        }
        recheck();
    }

    private void recheck() {
        saveBlocker.set(blocker());
    }

    private String blocker() {
        if (!available.get()) {
            return "Only a verified example can become a template.";
        }
        if (busy.get()) {
            return "Working…";
        }
        for (SlotRow row : slots) {
            if (!row.declaredProperty().get()) {
                return "Slot {" + row.name() + "} is not declared: press Declare and check its type.";
            }
        }
        TestFillOutcome last = outcome.get();
        if (last == null || !keyOf(sql.get(), params()).equals(testedKey)) {
            return "Run a test fill of this SQL and these slots first.";
        }
        if (!last.ok()) {
            return "The test fill failed: " + last.failure();
        }
        return last.problems().isEmpty() ? "" : "Not valid yet: " + String.join("; ", last.problems()) + ".";
    }

    private static String keyOf(String text, Map<String, SlotSpec> params) {
        return text + "\u0000" + params;
    }

    public ObservableList<SlotRow> slots() {
        return slots;
    }

    public StringProperty testQuestionProperty() {
        return testQuestion;
    }

    public ReadOnlyObjectProperty<TestFillOutcome> outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    /** True for verified examples and templates. */
    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Why Save is disabled; empty when it may be pressed. */
    public ReadOnlyStringProperty saveBlockerProperty() {
        return saveBlocker.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }
}
