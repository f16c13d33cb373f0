package dev.steward.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON-lines checks: openmedallion-style files (compact tool output, spaced hand-written lines with keys left
 * out, the demo's template line, Python's default chat history) pass, and every rejection rule has a fixture it
 * rejects.
 */
class JsonLinesConformanceTest {
    static final String SYNTHETIC = """
            {"question":"Q","sql":"SELECT 1","verified":false,"templated":false,"params":null}
            {"question": "How many orders?", "sql": "SELECT COUNT(*) AS n FROM orders", "verified": true}

            {"question": "What is the total revenue by region for a given quarter?", "sql": "SELECT region FROM rep_performance WHERE quarter = {quarter}", "verified": true, "templated": true, "params": {"quarter": "SQL string literal quarter code, e.g. '2024-Q2'"}}
            {"question": "untemplated slots", "sql": "SELECT 1", "params": {"x": "allowed even when not templated"}}
            """;
    static final String HARVESTED = """
            {"question": "q", "sql": "SELECT 1", "result_shape": {"rows": 1, "columns": ["a"]}, "status": "harvested"}
            {"question":"q2","sql":"SELECT 2","result_shape":{"rows":0,"columns":[]},"status":"candidate"}
            """;
    static final String FAILURES = """
            {"question": "q", "sql": "SELECT nope", "status": "failed"}
            """;
    static final String TURN = "{\"ts\": \"2026-08-16T19:04:23Z\", \"turn_id\": \"dd21c610c2d34dd795d3795d0a7bdd0a\", "
            + "\"session_id\": \"\", \"question\": \"q\", \"sql\": \"SELECT 1\", \"answer\": \"Found 1 row(s) for: q\", "
            + "\"row_count\": 1, \"columns\": [\"a\"], \"response_generated\": true, \"accepted\": null, "
            + "\"promoted\": false}";

    @Test
    void openmedallionStyleFilesHaveNoViolations(@TempDir Path project) throws IOException {
        write(project, ExamplesConformance.SYNTHETIC, SYNTHETIC);
        write(project, ExamplesConformance.HARVESTED, HARVESTED);
        write(project, ExamplesConformance.FAILURES, FAILURES);
        write(project, "chat_history/Alice_Chen.jsonl", TURN + "\n" + TURN.replace("null", "true") + "\n");

        assertThat(OmConformance.check(project)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rejections")
    void everyRejectionRuleRejects(String rule, String file, String content, String expected, @TempDir Path project)
            throws IOException {
        write(project, file, content + "\n");

        assertThat(OmConformance.check(project)).as(rule).anySatisfy(v -> assertThat(v).contains(expected));
    }

    static Stream<Arguments> rejections() {
        String s = ExamplesConformance.SYNTHETIC;
        String h = ExamplesConformance.HARVESTED;
        String f = ExamplesConformance.FAILURES;
        String c = "chat_history/local_user.jsonl";
        String ok = "{\"question\":\"q\",\"sql\":\"SELECT 1\"";
        return Stream.of(
                rule("synthetic not JSON", s, "{\"question\": ", "line 1: not JSON"),
                rule("synthetic not an object", s, "[1]", "line 1: must be a JSON object"),
                rule("synthetic verified_by", s, ok + ",\"verified_by\":\"Dana\"}", "verified_by: extra key"),
                rule("synthetic verified_at", s, ok + ",\"verified_at\":\"2026-11-20T10:02:17Z\"}", "verified_at: extra"),
                rule("synthetic source", s, ok + ",\"source\":\"generated\"}", "source: extra key"),
                rule("synthetic question missing", s, "{\"sql\":\"SELECT 1\"}", "question is required"),
                rule("synthetic sql missing", s, "{\"question\":\"q\"}", "sql is required"),
                rule("synthetic question not a string", s, "{\"question\":1,\"sql\":\"x\"}", "question: must be a string"),
                rule("synthetic sql null", s, "{\"question\":\"q\",\"sql\":null}", "sql: must be a string"),
                rule("synthetic verified not a bool", s, ok + ",\"verified\":\"yes\"}", "verified: must be true or false"),
                rule("synthetic templated null", s, ok + ",\"templated\":null}", "templated: must be true or false"),
                rule("templated without verified", s, ok + ",\"templated\":true}", "templated: true requires verified"),
                rule("templated with verified false", s, ok + ",\"verified\":false,\"templated\":true}",
                        "templated: true requires verified"),
                rule("params not a mapping", s, ok + ",\"params\":[\"quarter\"]}", "params: must be a mapping or null"),
                rule("params slot object (Steward's typed slot)", s,
                        ok + ",\"params\":{\"quarter\":{\"type\":\"quarter\"}}}", "params.quarter: must be a string"),
                rule("harvested ts/user/turn_id", h, ok + ",\"status\":\"candidate\",\"ts\":\"t\"}", "ts: extra key"),
                rule("harvested turn_id", h, ok + ",\"turn_id\":\"x\"}", "turn_id: extra key"),
                rule("harvested status not in the enum", h, ok + ",\"status\":\"failed\"}", "status: \"failed\" is not"),
                rule("harvested question missing", h, "{\"sql\":\"x\"}", "question is required"),
                rule("result_shape not a mapping", h, ok + ",\"result_shape\":[1]}", "result_shape: must be a mapping"),
                rule("result_shape extra key", h, ok + ",\"result_shape\":{\"rows\":1,\"cols\":[]}}",
                        "result_shape.cols: extra key"),
                rule("result_shape rows not an integer", h, ok + ",\"result_shape\":{\"rows\":\"1\",\"columns\":[]}}",
                        "result_shape.rows: must be an integer"),
                rule("result_shape columns not strings", h, ok + ",\"result_shape\":{\"rows\":1,\"columns\":[1]}}",
                        "result_shape.columns: must be a list of strings"),
                rule("failure answer", f, ok + ",\"status\":\"failed\",\"answer\":\"a\"}", "answer: extra key"),
                rule("failure error", f, ok + ",\"error\":\"e\"}", "error: extra key"),
                rule("failure status not failed", f, ok + ",\"status\":\"candidate\"}", "status: \"candidate\" is not"),
                rule("failure sql missing", f, "{\"question\":\"q\"}", "sql is required"),
                rule("chat turn error key", c, TURN.replace("}", ", \"error\": \"boom\"}"), "error: extra key"),
                rule("chat turn template params", c, TURN.replace("}", ", \"params\": {}}"), "params: extra key"),
                rule("chat turn key missing", c, TURN.replace(", \"promoted\": false", ""), "promoted is required"),
                rule("chat turn keys out of order", c, TURN.replace("{\"ts\": \"2026-08-16T19:04:23Z\", ", "{")
                        .replace("}", ", \"ts\": \"2026-08-16T19:04:23Z\"}"), "keys out of openmedallion's order"),
                rule("chat ts with fractions", c, TURN.replace("19:04:23Z", "19:04:23.5Z"), "is not YYYY-MM-DDTHH:MM:SSZ"),
                rule("chat row_count not an integer", c, TURN.replace("\"row_count\": 1", "\"row_count\": 1.5"),
                        "row_count: must be an integer"),
                rule("chat accepted not a bool", c, TURN.replace("\"accepted\": null", "\"accepted\": \"yes\""),
                        "accepted: must be true or false or null"),
                rule("chat promoted null", c, TURN.replace("\"promoted\": false", "\"promoted\": null"),
                        "promoted: must be true or false"),
                rule("chat columns not a list", c, TURN.replace("[\"a\"]", "\"a\""), "columns: must be a list"),
                rule("chat sql not a string", c, TURN.replace("\"sql\": \"SELECT 1\"", "\"sql\": null"),
                        "sql: must be a string"),
                rule("chat not JSON", c, "{oops", "line 1: not JSON"),
                rule("chat file name", "chat_history/.hidden_.jsonl", TURN, "not a file name"));
    }

    private static Arguments rule(String name, String file, String content, String expected) {
        return Arguments.of(name, file, content, expected);
    }

    private static void write(Path project, String file, String content) throws IOException {
        Files.createDirectories(project.resolve(file).getParent());
        Files.writeString(project.resolve(file), content);
    }
}
