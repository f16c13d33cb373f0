package dev.steward.migrate;

import dev.steward.examples.InlineExtras;
import dev.steward.store.StewardFolder;
import java.util.List;

/** synthetic.jsonl's {@code verified_by}, {@code verified_at}, {@code source} and typed slots → steward/examples.yaml. */
final class ExampleExtrasMove implements Move {
    static final String FILE = "examples/synthetic.jsonl";

    @Override
    public String name() {
        return "examples.verified_by/verified_at/source/typed params";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        String text = files.text(FILE).orElse(null);
        if (text == null) {
            return List.of();
        }
        InlineExtras.Moved moved = InlineExtras.synthetic(files.root(), text,
                files.text(StewardFolder.EXAMPLES).orElse(""));
        if (moved.taken().isEmpty()) {
            return List.of();
        }
        files.put(FILE, moved.source());
        files.put(StewardFolder.EXAMPLES, moved.destination());
        return InlineMoves.values(name(), FILE, moved);
    }
}
