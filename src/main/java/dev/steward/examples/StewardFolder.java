package dev.steward.examples;

import java.nio.file.Path;

/**
 * Where Steward keeps what it knows beyond openmedallion's schema: the committed {@code steward/} folder of the
 * project ({@code .steward/} stays for caches and the lock). The examples sidecars live there: examples.yaml
 * (verifiers, sources, typed slots) and feedback.jsonl (who rated a harvested or failed row, its answer and error).
 */
public final class StewardFolder {
    public static final String NAME = "steward";

    private StewardFolder() {
    }

    /** The {@code steward/} folder of {@code project}. */
    public static Path of(Path project) {
        return project.resolve(NAME);
    }

    /** The project folder of a file directly inside one of its folders (examples/, chat_history/). */
    static Path projectOf(Path fileInProjectFolder) {
        return fileInProjectFolder.toAbsolutePath().getParent().getParent();
    }
}
