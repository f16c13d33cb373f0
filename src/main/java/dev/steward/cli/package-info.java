/** picocli commands: thin wrappers over the core services, one composition root for the command line. */
package dev.steward.cli;
