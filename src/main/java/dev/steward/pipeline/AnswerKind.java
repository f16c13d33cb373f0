package dev.steward.pipeline;

/** How a question ended. */
public enum AnswerKind {
    /** SQL ran and produced a result (possibly empty). */
    ROWS,
    /** The model (or the ambiguity check, or retrieval's template tie) asked a clarifying question; no SQL ran. */
    CLARIFICATION,
    /** A question about the schema, answered from the catalog. */
    SCHEMA_ANSWER,
    /** The project does not cover the question (a not-tracked glossary term, or nothing relevant); no SQL. */
    DECLINED,
    /** The question was split into sub-questions, each answered on its own ({@link PipelineAnswer#parts()}). */
    MULTIPLE,
    /** A governed definition answered it (which version, its tables, sources and grain): no SQL, no LLM. */
    DEFINITION,
    /**
     * The question asks for what the asker's role may not see, or tells the assistant to ignore its rules; the
     * answer says nothing of any restricted record.
     */
    DENIED,
    /** Something failed; {@link PipelineAnswer#error()} says what and what to do. */
    ERROR
}
