/**
 * {@code steward migrate}: moves the extras older Steward versions wrote into openmedallion's files into Steward's own
 * {@code steward/} folder (ADR 26). One {@link dev.steward.migrate.Move} per kind of extra, registered in
 * {@link dev.steward.migrate.Moves}; {@link dev.steward.migrate.Migrator} plans (dry run), applies (every changed
 * file written atomically, the rest untouched, a snapshot logged first) and undoes exactly.
 */
package dev.steward.migrate;
