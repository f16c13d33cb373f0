package dev.steward.ui.fx;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import javafx.scene.control.DatePicker;
import javafx.util.StringConverter;

/**
 * The app's date picker: its text is ISO ({@code yyyy-MM-dd}) both ways, whatever the machine's locale, as the CLI,
 * the definitions file, the citations and every other date in the app write dates. The only way the app makes a
 * {@link DatePicker} (UiRulesTest), so no tab shows {@code 12/1/2026} beside a chat that says {@code 2026-12-01}.
 */
public final class IsoDatePicker extends DatePicker {
    /** The prompt of an empty picker: the format to type. */
    public static final String PROMPT = "yyyy-mm-dd";

    public IsoDatePicker() {
        setConverter(new IsoDates());
        setPromptText(PROMPT);
    }

    /** yyyy-MM-dd both ways; text that is no ISO date is no date. */
    static final class IsoDates extends StringConverter<LocalDate> {
        @Override
        public String toString(LocalDate date) {
            return date == null ? "" : date.toString();
        }

        @Override
        public LocalDate fromString(String text) {
            try {
                return text == null || text.isBlank() ? null : LocalDate.parse(text.strip());
            } catch (DateTimeParseException e) {
                return null;
            }
        }
    }
}
