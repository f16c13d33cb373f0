package dev.steward.migrate;

import dev.steward.cli.MetadataSampleProject;
import dev.steward.store.StewardFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A copy of the bundled sample with the knowledge files as Steward wrote them before ADR 26 (stale reasons, evidence,
 * notes, finer methods and glossary mappings inside openmedallion's files; verifiers, sources and typed slots in
 * synthetic.jsonl, who/when/turn/answer/error in harvested.jsonl and failures.jsonl, errors in chat history lines):
 * test resources old-sample/.
 */
public final class OldSample {
    static final List<String> FILES = List.of("metadata.yaml", "relationships.yaml", "metadata_enhancements.yaml",
            "examples/synthetic.jsonl", "examples/harvested.jsonl", "examples/failures.jsonl",
            "chat_history/Alice_Chen.jsonl", "chat_history/Marco_Rossi.jsonl");

    private OldSample() {
    }

    public static Path copyTo(Path target) throws IOException {
        MetadataSampleProject.copyTo(target);
        try (var migrated = Files.walk(target.resolve(StewardFolder.DIR))) { // the bundled sample is migrated
            migrated.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        for (String file : FILES) {
            try (var in = OldSample.class.getResourceAsStream("old-sample/" + file)) {
                Files.createDirectories(target.resolve(file).getParent());
                Files.copy(in, target.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return target;
    }
}
