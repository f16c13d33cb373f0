/** The evaluation runner, the result comparator with reason codes, and stored eval runs. */
package dev.steward.eval;
