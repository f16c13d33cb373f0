package dev.steward.ui.metadata;

import dev.steward.ui.fx.JobContext;
import java.util.List;

/**
 * Drafts table metadata with the LLM for the Metadata tab ("Generate drafts", R). Runs in a job: reports
 * progress per table and stops between tables when the job is cancelled.
 */
@FunctionalInterface
public interface DraftGenerator {

    /**
     * @param keys the tables to (re)draft; empty means every table that is not approved
     * @return one line for the user saying what was drafted
     * @throws dev.steward.error.StewardException when no LLM is usable, saying what to start
     */
    String generate(List<String> keys, JobContext context);
}
