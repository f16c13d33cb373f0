/** The metadata.yaml model, the enhancements overlay merge, drafting, approval and drift refresh. */
package dev.steward.metadata;
