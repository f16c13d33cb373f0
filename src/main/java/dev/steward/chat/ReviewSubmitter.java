package dev.steward.chat;

import dev.steward.error.StewardException;
import dev.steward.examples.Example;
import dev.steward.examples.ExampleSource;
import dev.steward.examples.ExampleAppender;
import dev.steward.store.AtomicFiles;
import java.nio.file.Path;

/**
 * Adds a chat turn to examples/synthetic.jsonl as an unverified example (source {@code chat}, kept in
 * steward/examples.yaml). The file is read strictly first (a bad line stops the change, with its location),
 * existing lines keep their bytes, and the new line is added by an atomic, guarded rewrite.
 */
final class ReviewSubmitter {
    private final ExampleAppender appender;
    private final Path synthetic;

    ReviewSubmitter(AtomicFiles files, Path synthetic) {
        this.appender = new ExampleAppender(files);
        this.synthetic = synthetic;
    }

    ReviewSubmission submit(ChatTurn turn) {
        if (turn.sql().isBlank()) {
            throw new StewardException("This answer has no SQL, so it cannot become an example: "
                    + "schema answers, clarifications and failures teach no query.",
                    "Rate it with 👎 instead if the answer was wrong; it will be noted for the steward.");
        }
        Example example = new Example(turn.question(), turn.sql(), false, false, null, null, null,
                ExampleSource.CHAT);
        return new ReviewSubmission(example, appender.append(synthetic, example));
    }
}
