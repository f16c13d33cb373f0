package dev.steward.pipeline;

import dev.steward.error.StewardException;
import dev.steward.llm.Llm;
import dev.steward.llm.LlmCallCounter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The state of one question while it runs: the LLM counted for this question, the steps so far (recorded and
 * forwarded to the caller's listener), the clock that times them and the cancellation checked between steps.
 * A sub-question of a decomposed question gets a child run that shares the counter and forwards to the parent.
 */
final class AskRun {
    private final Llm llm;
    private final LlmCallCounter counter;
    private final int callsAtStart;
    private final StepListener forward;
    private final Clock clock;
    private final PipelineCancellation cancellation;
    private final List<PipelineStep> steps = new ArrayList<>();
    private final TraceRecorder trace = new TraceRecorder();
    private int fillerCalls;

    private AskRun(Llm llm, LlmCallCounter counter, StepListener forward, Clock clock,
                   PipelineCancellation cancellation) {
        this.llm = llm;
        this.counter = counter;
        this.callsAtStart = counter.calls();
        this.forward = forward;
        this.clock = clock;
        this.cancellation = cancellation;
    }

    static AskRun start(Llm llm, StepListener listener, Clock clock, PipelineCancellation cancellation) {
        LlmCallCounter counter = new LlmCallCounter();
        return new AskRun(llm.observedBy(counter), counter, listener, clock, cancellation);
    }

    /** A run for one sub-question: its own steps and call count, everything also reported to this run. */
    AskRun child() {
        AskRun child = new AskRun(llm, counter, this::record, clock, cancellation);
        return child;
    }

    /** The LLM, counted for this question. */
    Llm llm() {
        return llm;
    }

    PipelineCancellation cancellation() {
        return cancellation;
    }

    /** The start time of a step; throws when the question was cancelled, so no new step begins. */
    long begin() {
        if (cancellation.isCancelled()) {
            throw new StewardException("The question was cancelled.", null);
        }
        return clock.millis();
    }

    /** Records a step that began at {@code started} and tells the listener. */
    void step(StepKind kind, String detail, long started) {
        record(new PipelineStep(kind, detail, Math.max(0, clock.millis() - started)));
    }

    /** For components that time their own steps (the gate-and-repair loop). */
    StepListener listener() {
        return this::record;
    }

    Clock clock() {
        return clock;
    }

    /** What this question's retrieval ranked and what the model was given, recorded as it happens. */
    TraceRecorder trace() {
        return trace;
    }

    void addFillerCalls(int calls) {
        fillerCalls += calls;
    }

    int llmCalls() {
        return counter.calls() - callsAtStart + fillerCalls;
    }

    List<PipelineStep> steps() {
        return List.copyOf(steps);
    }

    private void record(PipelineStep step) {
        steps.add(step);
        forward.stepDone(step);
    }
}
