/** The small family of exceptions whose messages are written for the person at the keyboard: what went wrong, where, and what to do. */
package dev.steward.error;
