package dev.steward.examples;

/**
 * One filled slot.
 *
 * @param name   the slot name
 * @param type   the type the value was checked as (stated or inferred)
 * @param source the text the value came from: the words of the question, or the LLM's reply
 * @param text   the canonical value text ({@code 2024-Q2}, {@code East}, {@code 5})
 * @param value  what is bound: String, Long, BigDecimal or LocalDate
 * @param method how it was obtained
 */
public record SlotFill(String name, SlotType type, String source, String text, Object value, FillMethod method) {
}
