/** The Llm port, its Ollama adapter and the prompt texts. */
package dev.steward.llm;
