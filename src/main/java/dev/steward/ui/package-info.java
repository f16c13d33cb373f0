/** The JavaFX application: the composition root, the start screen and the main window. */
package dev.steward.ui;
