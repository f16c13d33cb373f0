package dev.steward.ui.examples;

import dev.steward.project.Project;
import dev.steward.sql.Sandbox;
import dev.steward.sql.SqlExecutor;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The open project's query sandbox for the Examples tab, opened on the first query (in that query's job, never on
 * the FX thread: it reads every Parquet file's schema) and closed with the project.
 */
public final class ProjectSandbox implements Supplier<SqlExecutor>, AutoCloseable {
    private final Project project;
    private final Path tempDir;
    private Sandbox sandbox;
    private SqlExecutor executor;

    /** @param tempDir a private folder DuckDB may spill to */
    public ProjectSandbox(Project project, Path tempDir) {
        this.project = project;
        this.tempDir = tempDir;
    }

    @Override
    public synchronized SqlExecutor get() {
        if (executor == null) {
            sandbox = Sandbox.open(project, tempDir);
            executor = new SqlExecutor(sandbox);
        }
        return executor;
    }

    @Override
    public synchronized void close() {
        if (sandbox != null) {
            sandbox.close();
            sandbox = null;
            executor = null;
        }
    }
}
