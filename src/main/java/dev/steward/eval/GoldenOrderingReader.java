package dev.steward.eval;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.steward.error.StewardException;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.SqlExecutor;
import dev.steward.sql.SqlFence;
import java.time.Duration;
import java.util.List;

/**
 * Asks DuckDB's parser (through the sandbox, like every query) for a golden SQL's tree and reads its top-level
 * ordering from it. SQL DuckDB cannot parse is taken as unordered: running it will report the real problem.
 */
public final class GoldenOrderingReader {
    private static final QueryLimits LIMITS = new QueryLimits(1, Duration.ofSeconds(10));
    private final SqlExecutor executor;
    private final ObjectMapper json = new ObjectMapper();

    public GoldenOrderingReader(SqlExecutor executor) {
        this.executor = executor;
    }

    public GoldenOrdering read(String goldenSql) {
        try {
            QueryResult tree = executor.execute("SELECT json_serialize_sql(?::VARCHAR) AS tree",
                    List.of(SqlFence.strip(goldenSql)), LIMITS);
            return GoldenOrdering.fromParseTree(json.readTree(String.valueOf(tree.rows().get(0).get(0))));
        } catch (StewardException | JsonProcessingException e) {
            return GoldenOrdering.UNORDERED;
        }
    }
}
