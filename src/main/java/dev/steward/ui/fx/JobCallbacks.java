package dev.steward.ui.fx;

import java.util.function.Consumer;

/**
 * Where a job's outcome goes; every callback runs on the FX thread, exactly one of them per job.
 *
 * @param onSuccess   the job's result
 * @param onFailure   what the job threw
 * @param onCancelled the user cancelled it (the result, if any, is dropped)
 */
public record JobCallbacks<T>(Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure,
                              Runnable onCancelled) {

    public static <T> JobCallbacks<T> of(Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        return new JobCallbacks<>(onSuccess, onFailure, () -> { });
    }

    public JobCallbacks<T> whenCancelled(Runnable action) {
        return new JobCallbacks<>(onSuccess, onFailure, action);
    }
}
