/** The chat side panel on the embedded query pipeline. */
package dev.steward.ui.chat;
