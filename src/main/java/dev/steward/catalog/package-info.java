/** DuckDB over the project's Parquet: DESCRIBE, schema fingerprints, sampling and profiling. */
package dev.steward.catalog;
