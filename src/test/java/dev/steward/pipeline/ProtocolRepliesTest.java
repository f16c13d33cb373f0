package dev.steward.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** openmedallion's detect_ambiguity / decompose_question / sanity parsing cases (test_cerebrum_decomposition). */
class ProtocolRepliesTest {
    private static final String Q = "revenue and headcount";
    private final ProtocolReplies replies = new ProtocolReplies();

    @Test
    void clearMeansNoClarificationInAnyCaseWithTrailingDots() {
        assertThat(ProtocolReplies.ambiguity("CLEAR")).isEmpty();
        assertThat(ProtocolReplies.ambiguity("clear.")).isEmpty();
        assertThat(ProtocolReplies.ambiguity("  Clear...  ")).isEmpty();
    }

    @Test
    void anyOtherReplyIsTheClarifyingQuestionVerbatim() {
        assertThat(ProtocolReplies.ambiguity("Which year do you mean?")).contains("Which year do you mean?");
        assertThat(ProtocolReplies.ambiguity("Unclear: which year?")).contains("Unclear: which year?");
    }

    @Test
    void singleGivesTheQuestionItself() {
        assertThat(replies.subQuestions("SINGLE", Q)).containsExactly(Q);
        assertThat(replies.subQuestions("single.", Q)).containsExactly(Q);
    }

    @Test
    void anArrayGivesTheSubQuestionsInOrderFencedOrNot() {
        assertThat(replies.subQuestions("[\"a?\", \"b?\"]", Q)).containsExactly("a?", "b?");
        assertThat(replies.subQuestions("```json\n[\"a?\", \"b?\"]\n```", Q)).containsExactly("a?", "b?");
    }

    @Test
    void anythingUnusableGivesTheQuestionItselfAndNeverThrows() {
        assertThat(replies.subQuestions("two things: a and b", Q)).containsExactly(Q);
        assertThat(replies.subQuestions("{\"a\": 1}", Q)).containsExactly(Q);
        assertThat(replies.subQuestions("[]", Q)).containsExactly(Q);
        assertThat(replies.subQuestions("[1, 2]", Q)).containsExactly(Q);
    }

    @Test
    void clarifyMustStartTheReply() {
        assertThat(ProtocolReplies.clarification("CLARIFY: which year?")).contains("which year?");
        assertThat(ProtocolReplies.clarification("```\nClarify:  which year?\n```")).contains("which year?");
        assertThat(ProtocolReplies.clarification("SELECT 1 -- CLARIFY: no")).isEmpty();
        assertThat(ProtocolReplies.clarification("-- clarify later\nSELECT 1")).isEmpty();
    }

    @Test
    void okInAnyCaseWithTrailingDotsKeepsTheEmptyResult() {
        assertThat(ProtocolReplies.isOk("OK")).isTrue();
        assertThat(ProtocolReplies.isOk("ok.")).isTrue();
        assertThat(ProtocolReplies.isOk("SELECT 1")).isFalse();
    }
}
