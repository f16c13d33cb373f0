package dev.steward.ui.examples;

import java.util.List;

/**
 * Everything the Examples tab lists, read in one job.
 *
 * @param entries  synthetic.jsonl rows in file order, then harvested candidates, then failures
 * @param problems lines of the logs that could not be read (they stay in the files), as text to show
 * @param orphans  records of steward/examples.yaml whose example is gone (kept, never dropped), as text to show
 */
public record ExampleList(List<ExampleEntry> entries, List<String> problems, List<String> orphans) {

    public ExampleList {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
        orphans = List.copyOf(orphans);
    }
}
