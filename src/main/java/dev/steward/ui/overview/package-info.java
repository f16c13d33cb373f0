/** The Overview tab (issue 23): the project's readiness at a glance, each figure opening the list behind it. */
package dev.steward.ui.overview;
