package dev.steward.migrate;

import dev.steward.examples.FeedbackLog;
import dev.steward.examples.InlineExtras;
import dev.steward.store.StewardFolder;
import java.util.ArrayList;
import java.util.List;

/** harvested.jsonl's and failures.jsonl's {@code ts}, {@code user}, {@code turn_id}, {@code answer}, {@code error} → steward/feedback.jsonl. */
final class FeedbackExtrasMove implements Move {

    @Override
    public String name() {
        return "harvested/failures.ts/user/turn_id/answer/error";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        List<MovedValue> out = new ArrayList<>();
        out.addAll(move(files, FeedbackLog.Kind.HARVESTED, "examples/harvested.jsonl"));
        out.addAll(move(files, FeedbackLog.Kind.FAILURES, "examples/failures.jsonl"));
        return out;
    }

    private List<MovedValue> move(MigrationFiles files, FeedbackLog.Kind kind, String file) {
        String text = files.text(file).orElse(null);
        if (text == null) {
            return List.of();
        }
        InlineExtras.Moved moved = InlineExtras.feedback(kind, text, files.text(StewardFolder.FEEDBACK).orElse(""));
        if (moved.taken().isEmpty()) {
            return List.of();
        }
        files.put(file, moved.source());
        files.put(StewardFolder.FEEDBACK, moved.destination());
        return InlineMoves.values(name(), file, moved);
    }
}
