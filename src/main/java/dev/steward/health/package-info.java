/** Health checks behind steward doctor and the app's status bar: the runtime, DuckDB, the embedding model, the LLM, and a project's files. */
package dev.steward.health;
