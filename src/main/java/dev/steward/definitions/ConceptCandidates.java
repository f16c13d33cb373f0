package dev.steward.definitions;

import java.util.List;

/**
 * Port to the semantic half of concept matching (resolution step 2): ranks the concept definitions of an
 * audience's visible set for a question. It only proposes; {@link DefinitionResolver} decides whether a
 * candidate is taken and then resolves its version by the usual deterministic rules. Implemented by
 * {@code retrieval.DefinitionRetrieval} (embeddings + BM25, fused as the table retrieval does).
 */
public interface ConceptCandidates {
    /** No semantic matching: exact ids, titles and synonyms only. */
    ConceptCandidates NONE = (visible, question) -> List.of();

    /**
     * @param visible  what the audience may see (the audience filter has already run; nothing else may be ranked)
     * @param question the question as asked
     * @return the concept definitions, best first, with their scores
     */
    List<Candidate> rank(DefinitionSet visible, String question);

    /**
     * One ranked definition.
     *
     * @param cosine the question's cosine to the definition's document
     * @param lexical whether BM25 matched a question term in the document
     */
    record Candidate(String definitionId, double score, double cosine, boolean lexical) {
    }
}
