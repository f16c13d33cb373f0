/** The Examples & Templates tab: verification, promotion and the slot editor. */
package dev.steward.ui.examples;
