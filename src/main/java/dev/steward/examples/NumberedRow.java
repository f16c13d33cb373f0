package dev.steward.examples;

/** A row of an append-only log with the 1-based line it was read from. */
public record NumberedRow<T>(int lineNumber, T row) {
}
