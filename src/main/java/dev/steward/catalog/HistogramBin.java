package dev.steward.catalog;

/** One bar of a histogram: its label ({@code 10 – 20}, {@code 2024-03}, {@code 2024} or a value) and row count. */
public record HistogramBin(String label, long count) {
}
