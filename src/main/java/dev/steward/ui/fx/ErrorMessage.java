package dev.steward.ui.fx;

import dev.steward.error.StewardException;
import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * An error as a person reads it: one sentence, what to do about it, and the technical details for a bug
 * report.
 *
 * @param headline what went wrong
 * @param hint     what to do about it; empty when there is nothing useful to say
 * @param details  the stack trace
 */
public record ErrorMessage(String headline, String hint, String details) {

    /**
     * Steward's own exceptions speak for themselves (looked for along the cause chain, since executors wrap);
     * anything else is a bug and says so, with its message.
     */
    public static ErrorMessage of(Throwable failure) {
        String details = stackTrace(failure);
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof StewardException steward) {
                return new ErrorMessage(steward.getMessage(), steward.hint().orElse(""), details);
            }
        }
        String text = failure.getMessage() == null || failure.getMessage().isBlank()
                ? failure.getClass().getSimpleName() : failure.getMessage();
        return new ErrorMessage("Something went wrong: " + text,
                "Steward is still usable. If this keeps happening, copy the details into a bug report.", details);
    }

    private static String stackTrace(Throwable failure) {
        StringWriter text = new StringWriter();
        failure.printStackTrace(new PrintWriter(text));
        return text.toString();
    }
}
