package dev.steward.migrate;

import dev.steward.chat.InlineTurnErrors;
import dev.steward.examples.InlineExtras;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** chat_history/*.jsonl's {@code error} of failed turns → steward/chat_turns.jsonl, keyed by turn_id. */
final class ChatErrorMove implements Move {
    static final String DIR = "chat_history";

    @Override
    public String name() {
        return "chat_history.error";
    }

    @Override
    public List<MovedValue> apply(MigrationFiles files) {
        List<MovedValue> out = new ArrayList<>();
        for (String name : historyFiles(files.path(DIR))) {
            String file = DIR + "/" + name;
            String user = name.substring(0, name.length() - ".jsonl".length());
            InlineExtras.Moved moved = InlineTurnErrors.move(user, files.text(file).orElse(""),
                    files.text(StewardFolder.CHAT_TURNS).orElse(""));
            if (!moved.taken().isEmpty()) {
                files.put(file, moved.source());
                files.put(StewardFolder.CHAT_TURNS, moved.destination());
                out.addAll(InlineMoves.values(name(), file, moved));
            }
        }
        return out;
    }

    private static List<String> historyFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> listed = Files.list(dir)) {
            return listed.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".jsonl")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not list " + dir, e);
        }
    }
}
