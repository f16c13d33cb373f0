/**
 * The Definitions tab (issue 20): every governed definition with the version answering today and a human-review
 * flag, a version timeline per definition (effective ranges, status colours, today and a movable as-of marker), the
 * selected version's detail with a word diff against the version it supersedes, and Approve of a draft through the
 * same core path as {@code steward definitions approve}.
 */
package dev.steward.ui.definitions;
