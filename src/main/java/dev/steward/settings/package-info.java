/** The user's own settings (LLM endpoint, theme, name, recent projects) and the per-user folders Steward may write. */
package dev.steward.settings;
