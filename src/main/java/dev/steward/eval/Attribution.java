package dev.steward.eval;

/**
 * The likely owner of an eval failure: the piece of knowledge to fix, computed without an LLM from what the run
 * recorded (the answer's trace) and the approved knowledge.
 *
 * @param owner    which kind of knowledge (or the model)
 * @param target   what exactly: the table ({@code gold.<name>} for gold), the join
 *                 ({@code orders.customer_id = customers.customer_id}), the column ({@code orders.status}), the
 *                 slot name; null for the model
 * @param rank     for RETRIEVAL: the table's 1-based rank among the ranked tables, 0 when it was not ranked
 * @param template for TEMPLATE_SLOT and TEMPLATE: the template's content hash; else null
 * @param detail   one readable sentence saying why
 */
public record Attribution(Owner owner, String target, int rank, String template, String detail) {

    /** Who owns the fix. */
    public enum Owner {
        /** Retrieval did not give the model a table the golden reads: the table's metadata (description, synonyms). */
        RETRIEVAL("Retrieval missed a table"),
        /** The golden joins two tables no approved relationship joins. */
        RELATIONSHIP("No approved relationship for a join"),
        /** A column the golden uses has no approved description, or it contradicts the filter value. */
        DESCRIPTION("Column description missing or contradicting"),
        /** A template slot could not be filled from the question. */
        TEMPLATE_SLOT("Template slot could not fill"),
        /** The template filled and ran, and its result is wrong. */
        TEMPLATE("Template answered wrong"),
        /** The right context was all there and the model still erred. */
        MODEL("Model erred with the right context"),
        /** The run recorded nothing to attribute from (a run stored before attribution, an answer source without a trace). */
        UNKNOWN("Not attributed");

        private final String title;

        Owner(String title) {
            this.title = title;
        }

        /** A short heading for a group of failures with this owner. */
        public String title() {
            return title;
        }
    }
}
