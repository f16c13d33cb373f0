package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, a gap left by finding 4: a Cancel or a timeout that arrives after a statement was registered with the
 * question's {@link QueryWatch} but before DuckDB started running it (between the gate's checks or the prepare and
 * the execute) was lost: DuckDB forgets an interrupt of a connection that runs nothing, so the query then ran to
 * its end. The stop now holds until the watch closes.
 */
class QueryWatchTest {
    /** About 10^10 rows to count: minutes of work, unless something stops it. */
    private static final String SLOW = "SELECT count(*) FROM range(100000) a, range(100000) b";
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    @TempDir
    Path tmp;

    @Test
    void aCancelBetweenRegisteringAStatementAndRunningItStillStopsIt() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"));
             Connection connection = sandbox.connect()) {
            QueryCancellation cancellation = new QueryCancellation();
            // the watch's own clock (5 s) is the only other thing that could stop the query
            try (QueryWatch watch = new QueryWatch(new QueryLimits(10, Duration.ofSeconds(5)), cancellation)) {
                Statement statement = watch.watch(connection.createStatement());
                cancellation.cancel(); // registered, not running yet

                QueryFailedException stopped = assertTimeoutPreemptively(HANG_GUARD,
                        () -> catchThrowableOfType(QueryFailedException.class, () -> run(watch, statement)));

                assertThat(stopped).as("the query was stopped").isNotNull();
                assertThat(stopped.kind()).as("by the Cancel, not by the clock").isEqualTo(
                        QueryFailedException.Kind.CANCELLED);
            }
        }
    }

    @Test
    void aTimeoutBetweenRegisteringAStatementAndRunningItStillStopsIt() throws Exception {
        try (Sandbox sandbox = Sandbox.open(ProjectFixture.create(tmp.resolve("shop")), tmp.resolve("duck"));
             Connection connection = sandbox.connect()) {
            try (QueryWatch watch = new QueryWatch(new QueryLimits(10, Duration.ofMillis(200)),
                    new QueryCancellation())) {
                Statement statement = watch.watch(connection.createStatement());
                while (!watch.stopped()) {
                    Thread.sleep(20); // the clock runs out while nothing runs
                }

                QueryFailedException stopped = assertTimeoutPreemptively(HANG_GUARD,
                        () -> catchThrowableOfType(QueryFailedException.class, () -> run(watch, statement)));

                assertThat(stopped).as("the query was stopped").isNotNull();
                assertThat(stopped.kind()).isEqualTo(QueryFailedException.Kind.TIMEOUT);
            }
        }
    }

    private static void run(QueryWatch watch, Statement statement) {
        try (ResultSet rows = statement.executeQuery(SLOW)) {
            rows.next();
        } catch (SQLException e) {
            watch.failIfStopped(e);
            throw new IllegalStateException(e);
        }
    }
}
