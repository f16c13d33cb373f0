package dev.steward.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;

class LiteralMentionsTest {
    private final LiteralMentions literal = new LiteralMentions(new NameAwareAnalyzer());

    @Test
    void findsWholeWordPhrasesInQuestionOrderKeepingOnlyTheLongest() {
        List<LiteralMentions.Phrase<String>> phrases = List.of(
                literal.phrase("orders", "orders table"),
                literal.phrase("sales", "sales table"),
                literal.phrase("rep_performance", "rep_performance table"),
                literal.phrase("sales reps", "reps synonym"),
                literal.phrase("reps", "reps table"),
                literal.phrase("rep", "rep word"),
                literal.phrase("", "empty"));
        LiteralMentions.Phrases<String> indexed = literal.index(phrases);

        List<LiteralMentions.Mention<String>> found =
                literal.find("How did sales reps do on rep performance, and the Orders?", indexed);

        assertThat(found).extracting(m -> m.phrase().target(), LiteralMentions.Mention::start)
                .containsExactly(tuple("reps synonym", 2), tuple("rep_performance table", 5),
                        tuple("orders table", 7)); // "and" and "the" are not terms
        assertThat(literal.find("How did sales reps do on rep performance, and the Orders?", phrases))
                .as("the list form answers the same").isEqualTo(found);
        assertThat(literal.find("nothing here", indexed)).isEmpty();
    }

    @Test
    void phrasesStartingAtTheSameWordKeepTheirListOrder() {
        List<LiteralMentions.Phrase<Integer>> phrases = List.of(literal.phrase("revenue", 0),
                literal.phrase("region", 1), literal.phrase("revenue", 2), literal.phrase("region", 3));

        assertThat(literal.find("revenue by region", literal.index(phrases)))
                .extracting(m -> m.phrase().target()).containsExactly(0, 2, 1, 3);
    }
}
