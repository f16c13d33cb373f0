package dev.steward.cli;

import dev.steward.sql.QueryLimits;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code --max-rows} and {@code --timeout-ms}, shared by every command that runs SQL in the sandbox. */
final class QueryLimitOptions {
    @Option(names = "--max-rows", defaultValue = "1000", description = "row cap (default: ${DEFAULT-VALUE})")
    private int maxRows;

    @Option(names = "--timeout-ms", defaultValue = "30000", description = "query timeout (default: ${DEFAULT-VALUE})")
    private long timeoutMs;

    QueryLimits limits() {
        return new QueryLimits(maxRows, Duration.ofMillis(timeoutMs));
    }
}
