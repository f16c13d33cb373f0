/** The Drift & Profiling tab: schema drift per table and column profiles. */
package dev.steward.ui.drift;
