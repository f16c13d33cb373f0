/** The SQL gate (DuckDB's own parser decides what may run) and the sandboxed executor. */
package dev.steward.sql;
