/**
 * Governed definitions (issue 20, ADR 29): versioned, effective-dated business definitions and metrics in
 * {@code steward/definitions.yaml}'s {@code definitions:} section, their exchange format (JSON lines), roles and the
 * audience filter, and the deterministic resolution of a question to one approved version (no LLM).
 */
package dev.steward.definitions;
