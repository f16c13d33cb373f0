package dev.steward.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.steward.project.ProjectOpener;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Acceptance (issue 25): every reply of the corpus gives its expected statement (compared as DuckDB parse trees) or
 * its refusal, on the bundled sample project's real sandbox; every accepted slip runs. Also measures how many of the
 * slip statements run with and without dialect repair (docs/reply-repair.md).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReplyGateCorpusTest {
    static final Path SAMPLE = Path.of("sample-projects/sales_intelligence_demo");
    private Sandbox sandbox;
    private ReplyGate repairing;
    private ReplyGate bare;
    private SqlExecutor executor;

    @BeforeAll
    void open(@TempDir Path tmp) {
        sandbox = Sandbox.open(new ProjectOpener(Map.of()).open(SAMPLE), tmp.resolve("duck"));
        repairing = new ReplyGate(sandbox);
        bare = new ReplyGate(sandbox, false);
        executor = new SqlExecutor(sandbox);
    }

    @AfterAll
    void close() {
        sandbox.close();
    }

    Stream<ReplyCorpus> replies() throws Exception {
        return ReplyCorpus.load().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("replies")
    void eachReplyGivesItsExpectedStatementOrRefusal(ReplyCorpus reply) throws Exception {
        if (reply.refusal() != null) {
            GateRejection refused = catchThrowableOfType(GateRejection.class, () -> repairing.accept(reply.reply()));
            assertThat(refused).as("expected a refusal").isNotNull();
            assertThat(refused.reason()).as(refused.getMessage()).isEqualTo(reply.refusal());
            return;
        }
        ReplyGate.Accepted accepted = repairing.accept(reply.reply());
        assertThat(tree(accepted.checked().sql())).as(accepted.checked().sql() + " / repairs " + accepted.repairs())
                .isEqualTo(tree(reply.expectedSql()));
        QueryResult result = executor.execute(accepted.checked().sql(), QueryLimits.defaults());
        assertThat(result.columns()).isNotEmpty();
    }

    @Test
    void theCorpusCoversEveryShapeAndDialect() throws Exception {
        List<ReplyCorpus> all = ReplyCorpus.load();
        assertThat(all).hasSizeGreaterThanOrEqualTo(60);
        assertThat(all).extracting(ReplyCorpus::group).contains("shape", "sqlite", "postgres", "mysql", "refuse");
        assertThat(all.stream().filter(r -> r.group().equals("shape"))).hasSizeGreaterThanOrEqualTo(25);
    }

    @Test
    void repairsAreNamedOldToNew() {
        ReplyGate.Accepted accepted = repairing.accept(
                "SELECT COUNT(*) AS n FROM customers WHERE segment = \"Mid-Market\"");
        assertThat(accepted.repairs()).containsExactly("\"Mid-Market\" → 'Mid-Market'");
        ReplyGate.Accepted two = repairing.accept(
                "SELECT COUNT(*) AS n FROM transactions WHERE stage IN (\"proposal\", \"negotiation\")");
        assertThat(two.repairs()).as("the second round reads DuckDB's printing, which drops the quotes")
                .containsExactly("\"proposal\" → 'proposal'", "\"negotiation\" → 'negotiation'");
        ReplyGate.Accepted iif = repairing.accept("SELECT IIF(amount > 5, 'big', 'small') AS size FROM transactions");
        assertThat(iif.repairs()).containsExactly(
                "IIF(amount > 5, 'big', 'small') → CASE WHEN ((amount > 5)) THEN ('big') ELSE 'small' END");
    }

    @Test
    void withoutRepairTheSlipIsRefusedAsBefore() {
        GateRejection refused = catchThrowableOfType(GateRejection.class,
                () -> bare.accept("SELECT COUNT(*) AS n FROM transactions WHERE stage = \"closed_won\""));
        assertThat(refused.reason()).isEqualTo(RejectionReason.BINDER_ERROR);
        assertThat(refused.getMessage()).contains("closed_won");
    }

    /** Before/after: slip statements (groups sqlite, postgres, mysql, refuse) that run without and with repair. */
    @Test
    void beforeAndAfterFigures() throws Exception {
        List<ReplyCorpus> slips = ReplyCorpus.load().stream().filter(ReplyCorpus::slip).toList();
        int before = 0;
        int after = 0;
        List<String> stillRefused = new ArrayList<>();
        for (ReplyCorpus slip : slips) {
            before += runs(bare, slip.reply()) ? 1 : 0;
            if (runs(repairing, slip.reply())) {
                after++;
            } else {
                stillRefused.add(slip.label());
            }
        }
        System.out.printf("[model-replies] slip statements: %d; run without repair: %d; with repair: %d%n",
                slips.size(), before, after);
        System.out.println("[model-replies] still refused after repair: " + stillRefused);
        assertThat(after).isGreaterThan(before);
        assertThat(slips.size() - after).isEqualTo((int) slips.stream().filter(s -> s.refusal() != null).count());
    }

    private boolean runs(ReplyGate gate, String reply) {
        try {
            executor.execute(gate.accept(reply).checked().sql(), QueryLimits.defaults());
            return true;
        } catch (dev.steward.error.StewardException refusedOrFailed) {
            return false;
        }
    }

    /** The statement's parse tree without source positions. */
    private JsonNode tree(String sql) throws Exception {
        try (Connection connection = sandbox.connect()) {
            SqlTrees.Parsed parsed = new SqlTrees(connection).parse(sql);
            assertThat(parsed.oneSelect()).as(sql + ": " + parsed.error()).isTrue();
            ObjectNode node = parsed.node().deepCopy();
            strip(node);
            return node;
        }
    }

    private static void strip(JsonNode node) {
        if (node.isObject()) {
            ((ObjectNode) node).remove(List.of("query_location", "query_location_length"));
        }
        node.forEach(ReplyGateCorpusTest::strip);
    }
}
