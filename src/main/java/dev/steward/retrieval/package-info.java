/** Hybrid retrieval: the in-process embedder, BM25, rank fusion, confidence gates and the embedding cache. */
package dev.steward.retrieval;
