package dev.steward.metadata;

import java.util.List;
import java.util.Objects;

/**
 * What a {@code metadata generate} run did: one outcome per table in run order, and why it stopped early, if it
 * did. Every table reported {@link TableOutcome#written()} is on disk, whatever happened afterwards.
 *
 * @param outcomes    one per table, in run order
 * @param stop        whether and why the run stopped before the last table
 * @param stopMessage what to tell the user about the stop (with what to do); null when it did not stop
 */
public record GenerateResult(List<TableOutcome> outcomes, Stop stop, String stopMessage) {

    /** Why a run ended before its last table. */
    public enum Stop {
        /** It did not: every table was handled. */
        NONE,
        /** The user cancelled; tables drafted before that are saved. */
        CANCELLED,
        /** Ollama is not reachable or lacks the model: one message instead of one failure per table. */
        LLM_UNAVAILABLE,
        /** metadata.yaml changed on disk during the run; the other writer's change was kept. */
        FILE_CONFLICT
    }

    public GenerateResult {
        outcomes = List.copyOf(outcomes);
        Objects.requireNonNull(stop, "stop");
    }

    public List<TableOutcome> of(TableOutcome.Kind kind) {
        return outcomes.stream().filter(o -> o.kind() == kind).toList();
    }

    public int llmCalls() {
        return outcomes.stream().mapToInt(TableOutcome::llmCalls).sum();
    }

    /** True when every table that should have been drafted was, and the run was not stopped. */
    public boolean complete() {
        return stop == Stop.NONE && of(TableOutcome.Kind.FAILED).isEmpty();
    }

    /** openmedallion's summary, extended: {@code 7 table(s) - 3 drafted, 4 already approved (untouched)}. */
    public String summary() {
        int drafted = of(TableOutcome.Kind.DRAFTED).size() + of(TableOutcome.Kind.REDRAFTED).size();
        StringBuilder text = new StringBuilder(outcomes.size() + " table(s) - " + drafted + " drafted, "
                + of(TableOutcome.Kind.APPROVED_SKIPPED).size() + " already approved (untouched)");
        appendCount(text, TableOutcome.Kind.FAILED, " failed");
        appendCount(text, TableOutcome.Kind.PARQUET_MISSING, " kept without a Parquet file");
        appendCount(text, TableOutcome.Kind.NOT_RUN, " not run");
        return text.toString();
    }

    private void appendCount(StringBuilder text, TableOutcome.Kind kind, String what) {
        int count = of(kind).size();
        if (count > 0) {
            text.append(", ").append(count).append(what);
        }
    }
}
