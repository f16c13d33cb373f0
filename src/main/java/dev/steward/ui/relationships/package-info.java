/** The Relationships tab: the relationship table, its editor and the live ERD. */
package dev.steward.ui.relationships;
