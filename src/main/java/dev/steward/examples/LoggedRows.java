package dev.steward.examples;

import dev.steward.store.JsonLineProblem;
import java.util.List;

/**
 * The readable rows of an append-only log (harvested.jsonl, failures.jsonl) in file order, plus the lines
 * that could not be read. Problem lines stay in the file; they are shown, never dropped.
 */
public record LoggedRows<T>(List<T> rows, List<JsonLineProblem> problems) {

    public LoggedRows {
        rows = List.copyOf(rows);
        problems = List.copyOf(problems);
    }
}
