package dev.steward.migrate;

import java.util.List;

/** Every move {@code steward migrate} runs, in order. Add a move for each new kind of extra here. */
public final class Moves {

    private Moves() {
    }

    public static List<Move> all() {
        return List.of(new TableExtrasMove(), new RelationshipExtrasMove(), new ExampleExtrasMove(),
                new FeedbackExtrasMove(), new ChatErrorMove(), new GlossaryExtrasMove());
    }
}
