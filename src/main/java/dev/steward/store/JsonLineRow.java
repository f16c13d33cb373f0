package dev.steward.store;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One well-formed line of a JSON-lines file.
 *
 * @param lineNumber 1-based line number in the file
 * @param rawText    the line as written (without its line end), for strict re-reading with positions
 * @param json       the parsed JSON object
 */
public record JsonLineRow(int lineNumber, String rawText, JsonNode json) {
}
