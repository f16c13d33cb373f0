package dev.steward.migrate;

import dev.steward.examples.InlineExtras;
import java.util.List;

/** The moved values of a JSON-lines move, for the dry run and the log. */
final class InlineMoves {
    private InlineMoves() {
    }

    static List<MovedValue> values(String move, String file, InlineExtras.Moved moved) {
        return moved.taken().stream()
                .map(t -> new MovedValue(move, file, t.location(), t.value(), t.destination())).toList();
    }
}
