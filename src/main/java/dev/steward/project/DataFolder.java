package dev.steward.project;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Where one layer's data is read from and why: the value written in main.yaml (or the default layout), the folder
 * used, a sentence saying how it was chosen, and — when the written path also exists somewhere else — the other
 * folders it could mean. An ambiguous folder is never chosen silently: doctor and the app report it.
 *
 * @param key          {@code paths.silver}, {@code paths.gold}, or {@code silver}/{@code gold} without main.yaml
 * @param written      the path as written (after {@code ${VAR}} expansion), or the default layout's folder
 * @param used         the folder read, empty when none exists
 * @param reason       why this folder (or why none), one sentence for people
 * @param alternatives other existing folders the written path resolves to; non-empty means ambiguous
 * @param foreign      the other project folder the used folder lies in, when it is not this project's own
 */
public record DataFolder(String key, String written, Optional<Path> used, String reason, List<Path> alternatives,
                         Optional<Path> foreign) {

    public DataFolder {
        alternatives = List.copyOf(alternatives);
    }

    /** True when the written path exists in more than one place (beside the project and inside it). */
    public boolean ambiguous() {
        return !alternatives.isEmpty();
    }

    /** True when the reading is questionable: ambiguous, or inside another project's folder. */
    public boolean needsAttention() {
        return ambiguous() || foreign.isPresent();
    }

    /** One line: {@code paths.silver 'data/silver' -> /p/data/silver: reason}. */
    public String describe() {
        return key + " '" + written + "' -> " + used.map(Path::toString).orElse("(no folder)") + ": " + reason;
    }

    /** What is wrong, for a finding; empty when nothing is. */
    public Optional<String> problem() {
        if (ambiguous()) {
            return Optional.of(key + " '" + written + "' exists in " + (alternatives.size() + 1) + " places: "
                    + used.map(Path::toString).orElse("?") + " (used, inside the project) and " + String.join(", ", alternatives.stream().map(Path::toString)
                    .toList())
                    + " (where openmedallion, run from the projects root, would read it). Write the path so that "
                    + "it names one folder (absolute, or '<project folder name>/…' as openmedallion's scaffold "
                    + "does), or move the other folder away.");
        }
        return foreign.map(other -> key + " '" + written + "' -> " + used.orElseThrow()
                + " lies in another project's folder (" + other + "); this project would read that project's "
                + "tables. Point the path at this project's own data.");
    }
}
