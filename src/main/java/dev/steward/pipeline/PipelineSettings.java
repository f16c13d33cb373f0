package dev.steward.pipeline;

import dev.steward.sql.QueryLimits;
import java.time.Duration;
import java.util.Objects;

/**
 * The pipeline's knobs.
 *
 * @param limits            row cap and timeout of each query
 * @param maxRepairs        follow-up turns after the gate refused the model's SQL (openmedallion: 2)
 * @param promptTokenBudget approximate tokens the SQL prompt may take (see {@link TokenEstimate}); keep it well
 *                          under the model's context ({@code num_ctx} 8192 by default) so the reply has room
 * @param llmTimeout        the read timeout of one LLM call, or null for the adapter's default
 * @param dialectRepair     whether dialect slips are mended by rule before the gate refuses (and before a repair
 *                          call); off only to measure what the rules save
 */
public record PipelineSettings(QueryLimits limits, int maxRepairs, int promptTokenBudget, Duration llmTimeout,
                               boolean dialectRepair) {
    public static final int DEFAULT_MAX_REPAIRS = 2;
    public static final int DEFAULT_PROMPT_TOKEN_BUDGET = 6_000;

    public PipelineSettings {
        Objects.requireNonNull(limits, "limits");
        if (maxRepairs < 0 || promptTokenBudget < 100) {
            throw new IllegalArgumentException("maxRepairs >= 0 and promptTokenBudget >= 100 are required, were "
                    + maxRepairs + " and " + promptTokenBudget);
        }
    }

    /** With dialect repair on. */
    public PipelineSettings(QueryLimits limits, int maxRepairs, int promptTokenBudget, Duration llmTimeout) {
        this(limits, maxRepairs, promptTokenBudget, llmTimeout, true);
    }

    public static PipelineSettings defaults() {
        return new PipelineSettings(QueryLimits.defaults(), DEFAULT_MAX_REPAIRS, DEFAULT_PROMPT_TOKEN_BUDGET, null);
    }

    public PipelineSettings withLimits(QueryLimits newLimits) {
        return new PipelineSettings(newLimits, maxRepairs, promptTokenBudget, llmTimeout, dialectRepair);
    }

    public PipelineSettings withPromptTokenBudget(int tokens) {
        return new PipelineSettings(limits, maxRepairs, tokens, llmTimeout, dialectRepair);
    }

    public PipelineSettings withDialectRepair(boolean on) {
        return new PipelineSettings(limits, maxRepairs, promptTokenBudget, llmTimeout, on);
    }
}
