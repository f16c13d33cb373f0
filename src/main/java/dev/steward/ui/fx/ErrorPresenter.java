package dev.steward.ui.fx;

import dev.steward.error.StewardException;
import dev.steward.error.TerminalText;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns failures into the {@link ErrorMessage} the error banner shows. This is the top boundary for
 * errors: it logs each one once — Steward's own errors (the banner already says them well) as one line, anything
 * else (a bug) with its stack trace. Call it on the FX thread (jobs deliver failures there).
 */
public final class ErrorPresenter {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorPresenter.class);
    private final ReadOnlyObjectWrapper<ErrorMessage> current = new ReadOnlyObjectWrapper<>();
    private String currentSource;

    /** Shows the failure, replacing the one shown before. */
    public void present(Throwable failure) {
        present(failure, null);
    }

    /**
     * Shows the failure of reading {@code source} (e.g. "relationships.yaml"); a later {@link #resolved} of the same
     * source takes it off the screen, so a file fixed and read again leaves no stale banner.
     */
    public void present(Throwable failure, String source) {
        ErrorMessage message = ErrorMessage.of(failure);
        if (isStewards(failure)) {
            LOG.warn("{}", TerminalText.escape(message.headline())); // one log line, whatever a file name holds
        } else {
            LOG.warn("{}", TerminalText.escape(message.headline()), failure);
        }
        current.set(message);
        currentSource = source;
    }

    /** {@code source} was read fine: the banner goes if it was about that source (another one stays). */
    public void resolved(String source) {
        if (source != null && source.equals(currentSource)) {
            dismiss();
        }
    }

    private static boolean isStewards(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof StewardException) {
                return true;
            }
        }
        return false;
    }

    public void dismiss() {
        current.set(null);
        currentSource = null;
    }

    /** The error on screen, or null. */
    public ReadOnlyObjectProperty<ErrorMessage> currentProperty() {
        return current.getReadOnlyProperty();
    }

    /**
     * Routes exceptions nobody caught (on any thread, the FX thread included) to the banner, so a stray
     * exception never ends the app.
     */
    public void installAsUncaughtHandler(Jobs jobs) {
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> jobs.onUiThread(() -> present(failure)));
    }
}
