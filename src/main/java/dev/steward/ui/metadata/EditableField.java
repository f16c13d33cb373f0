package dev.steward.ui.metadata;

import java.util.Objects;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One text field of the review form (a description, the synonyms): the value as read, the value being edited
 * and, after every keystroke, what is wrong with it (empty when valid).
 */
public final class EditableField {
    private final String name;
    private final String original;
    private final StringProperty value;
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper("");
    private final BooleanBinding changed;

    /**
     * @param name      which field, e.g. {@code description} or a column name
     * @param original  the value in metadata.yaml
     * @param validator returns what is wrong with a value, or an empty string
     */
    public EditableField(String name, String original, Function<String, String> validator) {
        this.name = name;
        this.original = original == null ? "" : original;
        this.value = new SimpleStringProperty(this.original);
        value.addListener((obs, old, now) -> problem.set(validator.apply(now == null ? "" : now)));
        problem.set(validator.apply(this.original));
        changed = Bindings.createBooleanBinding(() -> !Objects.equals(value.get(), this.original), value);
    }

    public String name() {
        return name;
    }

    public String original() {
        return original;
    }

    public StringProperty valueProperty() {
        return value;
    }

    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** True when the value differs from the one read. */
    public BooleanBinding changedBinding() {
        return changed;
    }

    public boolean changed() {
        return changed.get();
    }

    public boolean valid() {
        return problem.get().isEmpty();
    }

    public void reset() {
        value.set(original);
    }
}
