/** Safe storage: atomic whole-file writes, fsync'd JSON-lines appends, span-preserving YAML edits, the curation log and change detection. */
package dev.steward.store;
