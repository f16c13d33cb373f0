package dev.steward.ui.fx;

import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A job as the UI sees it: title, latest progress, and a cancel action. Properties change on the FX
 * thread only; the executors create and update it.
 */
public final class RunningJob {
    private final String title;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(-1);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper cancelled = new ReadOnlyBooleanWrapper(false);
    private final boolean quiet;
    private final Consumer<RunningJob> canceller;

    RunningJob(String title, boolean quiet, Consumer<RunningJob> canceller) {
        this.title = title;
        this.quiet = quiet;
        this.canceller = canceller;
    }

    /** Housekeeping the status bar does not show. */
    public boolean isQuiet() {
        return quiet;
    }

    public String title() {
        return title;
    }

    /** 0..1, or negative while unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty cancelledProperty() {
        return cancelled.getReadOnlyProperty();
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** Asks the job to stop; its onCancelled callback runs at once and its result, if any, is dropped. */
    public void cancel() {
        if (!cancelled.get()) {
            cancelled.set(true);
            canceller.accept(this);
        }
    }

    void update(double fraction, String text) {
        progress.set(fraction);
        message.set(text == null ? "" : text);
    }
}
