/** The Eval tab: runs, history and per-example verdicts. */
package dev.steward.ui.eval;
