package dev.steward.ui.examples;

import dev.steward.examples.SlotSpec;
import dev.steward.examples.SlotType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One slot in the template editor: its name, whether it is declared, and the fields of its spec as editable text
 * (allowed values comma-separated). An undeclared slot is one the SQL uses but the template does not describe yet.
 */
public final class SlotRow {
    private final String name;
    private final BooleanProperty declared = new SimpleBooleanProperty();
    private final ObjectProperty<SlotType> type = new SimpleObjectProperty<>();
    private final StringProperty values = new SimpleStringProperty("");
    private final StringProperty pattern = new SimpleStringProperty("");
    private final StringProperty example = new SimpleStringProperty("");
    private final StringProperty description = new SimpleStringProperty("");
    private final StringProperty column = new SimpleStringProperty("");
    private SlotSpec original;

    private SlotRow(String name) {
        this.name = name;
    }

    /** A slot the SQL uses that nobody has described yet. */
    static SlotRow undeclared(String name) {
        return new SlotRow(name);
    }

    /** A declared slot showing {@code spec}; saved unchanged (same form) when nobody edits it. */
    static SlotRow declared(String name, SlotSpec spec, String column) {
        SlotRow row = new SlotRow(name);
        row.declare(spec);
        row.column.set(column == null ? "" : column);
        return row;
    }

    /** Fills the fields from {@code spec} and marks the slot declared. */
    void declare(SlotSpec spec) {
        type.set(spec.type());
        values.set(String.join(", ", spec.values()));
        pattern.set(spec.pattern() == null ? "" : spec.pattern());
        example.set(spec.example() == null ? "" : spec.example());
        description.set(spec.description() == null ? "" : spec.description());
        original = spec;
        declared.set(true);
    }

    /** The spec as edited; the original object when nothing changed, so a plain-form slot stays plain. */
    public SlotSpec spec() {
        SlotSpec edited = new SlotSpec(blankToNull(description.get()), type.get(), valueList(),
                blankToNull(pattern.get()), blankToNull(example.get()), false,
                original == null ? Map.of() : original.synonyms());
        if (original != null && sameFields(original, edited)) {
            return original;
        }
        return edited;
    }

    /** Every editable property, for listeners that recheck the template when anything changes. */
    Observable[] observables() {
        return new Observable[] {declared, type, values, pattern, example, description};
    }

    private List<String> valueList() {
        return Arrays.stream(values.get().split(",")).map(String::strip).filter(v -> !v.isEmpty()).toList();
    }

    private static boolean sameFields(SlotSpec a, SlotSpec b) {
        return java.util.Objects.equals(a.description(), b.description()) && a.type() == b.type()
                && a.values().equals(b.values()) && java.util.Objects.equals(a.pattern(), b.pattern())
                && java.util.Objects.equals(a.example(), b.example());
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }

    public String name() {
        return name;
    }

    public BooleanProperty declaredProperty() {
        return declared;
    }

    public ObjectProperty<SlotType> typeProperty() {
        return type;
    }

    /** Allowed values, comma-separated. */
    public StringProperty valuesProperty() {
        return values;
    }

    public StringProperty patternProperty() {
        return pattern;
    }

    public StringProperty exampleProperty() {
        return example;
    }

    public StringProperty descriptionProperty() {
        return description;
    }

    /** The column the literal was compared with (where the allowed values came from), or empty. */
    public StringProperty columnProperty() {
        return column;
    }
}
