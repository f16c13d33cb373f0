package dev.steward.examples;

import dev.steward.store.JsonLineProblem;
import java.util.List;

/**
 * What one harvest did.
 *
 * @param promoted    candidates added to synthetic.jsonl as unverified examples, in harvested.jsonl order
 * @param duplicates  candidates not added because synthetic.jsonl (or an earlier candidate) already holds them
 * @param withoutSql  candidates not added because they carry no SQL (a schema answer, a failed turn)
 * @param problems    lines of harvested.jsonl that could not be read; they were left as they are
 */
public record HarvestResult(List<Example> promoted, int duplicates, int withoutSql, List<JsonLineProblem> problems) {

    public HarvestResult {
        promoted = List.copyOf(promoted);
        problems = List.copyOf(problems);
    }

    /** How many candidates were marked harvested (promoted or not). */
    public int marked() {
        return promoted.size() + duplicates + withoutSql;
    }
}
