package dev.steward.ui.fx;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns failures into the {@link ErrorMessage} the error banner shows. This is the top boundary for
 * errors: it logs each one once. Call it on the FX thread (jobs deliver failures there).
 */
public final class ErrorPresenter {
    private static final Logger LOG = LoggerFactory.getLogger(ErrorPresenter.class);
    private final ReadOnlyObjectWrapper<ErrorMessage> current = new ReadOnlyObjectWrapper<>();

    /** Shows the failure, replacing the one shown before. */
    public void present(Throwable failure) {
        ErrorMessage message = ErrorMessage.of(failure);
        LOG.warn("{}", message.headline(), failure);
        current.set(message);
    }

    public void dismiss() {
        current.set(null);
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
