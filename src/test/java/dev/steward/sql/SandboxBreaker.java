package dev.steward.sql;

import java.sql.SQLException;

/**
 * Test helper for other packages: breaks a sandbox's DuckDB the way an INTERNAL error does (every later statement
 * on it fails), without the gigabytes a real 4 GB string-doubling needs. Closing the root connection is not the
 * same code path inside DuckDB, but Steward sees the same thing: the database no longer answers.
 */
public final class SandboxBreaker {
    private SandboxBreaker() {
    }

    public static void breakDatabase(Sandbox sandbox) {
        try {
            sandbox.rootConnection().close();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
