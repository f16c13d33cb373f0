/** Opening a project folder: its layout, main.yaml, where its silver and gold Parquet live, and the one-writer lock. */
package dev.steward.project;
