package dev.steward.examples;

/**
 * An example together with the line of synthetic.jsonl it was read from, so an edit can replace exactly that line.
 *
 * @param lineNumber 1-based line in the file
 * @param example    the row
 */
public record ExampleRow(int lineNumber, Example example) {
}
