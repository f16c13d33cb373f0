package dev.steward.sql;

/** One result column: its name and DuckDB's spelling of its type ({@code DECIMAL(18,2)}, {@code VARCHAR[]}, ...). */
public record ResultColumn(String name, String type) {
}
