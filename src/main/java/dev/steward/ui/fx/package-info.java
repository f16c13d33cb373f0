/** Shared JavaFX infrastructure: the jobs executor, the error presenter, theming and small reusable controls. */
package dev.steward.ui.fx;
