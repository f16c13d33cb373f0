package dev.steward.catalog;

import java.nio.file.Path;

/** SQL text pieces Steward builds itself: quoted literals and identifiers, never user text spliced raw. */
final class SqlText {
    private SqlText() {
    }

    /** A SQL string literal: single quotes doubled. */
    static String string(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    /** A quoted identifier: double quotes doubled, so any column name works ({@code "order-id"}, {@code "a""b"}). */
    static String identifier(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    /** {@code read_parquet('<path>')} for one file. */
    static String readParquet(Path file) {
        return "read_parquet(" + string(file.toString()) + ")";
    }
}
