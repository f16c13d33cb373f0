package dev.steward.pipeline;

import dev.steward.sql.QueryCancellation;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Stops a running question from another thread (a cancel button): the pipeline checks it between steps, the
 * running query is interrupted inside DuckDB, and a waiting LLM call is aborted by interrupting the thread that
 * asks (the {@code Llm} port's cancellation contract). One per question.
 */
public final class PipelineCancellation {
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicReference<Thread> asking = new AtomicReference<>();
    private final QueryCancellation query = new QueryCancellation();

    /** Safe from any thread, any number of times. */
    public void cancel() {
        if (cancelled.getAndSet(true)) {
            return;
        }
        query.cancel();
        Thread thread = asking.get();
        if (thread != null) {
            thread.interrupt();
        }
    }

    public boolean isCancelled() {
        return cancelled.get();
    }

    /** The query part, handed to the SQL executor. */
    QueryCancellation query() {
        return query;
    }

    /** Remembers the thread running the question, so cancel can abort its LLM call. */
    void bind(Thread thread) {
        asking.set(thread);
        if (cancelled.get()) {
            thread.interrupt();
        }
    }

    void unbind() {
        asking.set(null);
    }
}
