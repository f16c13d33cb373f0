/** The question pipeline, from schema questions and templates to sandboxed execution, with its step events. */
package dev.steward.pipeline;
