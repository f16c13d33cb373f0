/**
 * How fresh each data source is (issue 20): expectations declared per table in steward/tables.yaml (a timestamp
 * column or the Parquet file's time, and an SLA) and freshness snapshots from governed definitions, turned into each
 * source's age at a given instant against its SLA. No LLM.
 */
package dev.steward.freshness;
