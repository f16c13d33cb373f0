/**
 * A strict checker of openmedallion's file schema (shared reference §1), run in tests after every write path:
 * {@link dev.steward.conformance.OmConformance#check(java.nio.file.Path)} lists every violation in a project.
 * Each file's rules are one {@link dev.steward.conformance.FileConformance}, registered in {@code OmConformance}.
 */
package dev.steward.conformance;
