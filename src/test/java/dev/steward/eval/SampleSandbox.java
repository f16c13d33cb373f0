package dev.steward.eval;

import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.sql.QueryLimits;
import dev.steward.sql.QueryResult;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.nio.file.Path;
import java.util.Map;

/** The bundled sample project's real sandbox (read only: a sandbox never writes), for comparator tests. */
final class SampleSandbox implements AutoCloseable {
    static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");

    private final Sandbox sandbox;
    private final SqlExecutor executor;

    SampleSandbox(Path duckTemp) {
        Project project = new ProjectOpener(Map.of()).open(SAMPLE);
        this.sandbox = Sandbox.open(project, duckTemp);
        this.executor = new SqlExecutor(sandbox);
    }

    SqlExecutor executor() {
        return executor;
    }

    Sandbox sandbox() {
        return sandbox;
    }

    QueryResult run(String sql) {
        return executor.execute(sql, QueryLimits.defaults());
    }

    @Override
    public void close() {
        sandbox.close();
    }
}
