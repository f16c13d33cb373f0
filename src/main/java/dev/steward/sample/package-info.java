/** The deterministic generator of the bundled sales-intelligence sample project. */
package dev.steward.sample;
