package dev.steward.store;

import java.util.List;

/**
 * What {@link CurationLog#entries()} could read: the decisions in file order, and one problem per line that
 * had to be skipped (a torn last line after a crash, a hand-edited line). Skipped lines stay in the file.
 */
public record CurationLogContent(List<CurationEntry> entries, List<JsonLineProblem> problems) {

    public CurationLogContent {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
    }
}
