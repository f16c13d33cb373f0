/** The Metadata tab: the review queue for table and column descriptions. */
package dev.steward.ui.metadata;
