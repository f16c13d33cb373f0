package dev.steward.catalog;

/** One distinct value of a column (a YAML-safe value, see {@link SafeValues}) and how many rows hold it. */
public record ValueCount(Object value, long count) {
}
