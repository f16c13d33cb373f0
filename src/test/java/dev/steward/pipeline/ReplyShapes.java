package dev.steward.pipeline;

import dev.steward.examples.Example;
import dev.steward.examples.ExampleRecord;
import dev.steward.examples.ExampleRecordsFile;
import dev.steward.examples.SyntheticExamplesReader;
import dev.steward.project.Project;
import dev.steward.project.ProjectOpener;
import dev.steward.project.SampleProjectLocator;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The reply shapes local models send (issue 25), as functions of the DuckDB statement a model means: where the SQL
 * sits in the reply (fences, prose, {@code <think>}, "Reasoning:", JSON, cut-off JSON, a ~4,000-token ramble), and
 * the same statement written with SQLite, Postgres or MySQL habits. A slip function returns null for a statement it
 * has nothing to rewrite in, so every slip reply differs from the statement.
 */
final class ReplyShapes {
    /** A working copy of the bundled sample in {@code tmp}, opened. */
    static Project sampleWorkingCopy(Path tmp) {
        Path copy = new SampleProjectLocator(Map.of("STEWARD_SAMPLE_PROJECT",
                Path.of("sample-projects", "sales_intelligence_demo").toAbsolutePath().toString()), null, tmp)
                .workingCopy(tmp.resolve("userdata"));
        return new ProjectOpener(Map.of()).open(copy);
    }

    /**
     * The verified, non-template examples the model answers: question → SQL and question → content hash (for holding
     * one out). Governed cases (asked at a date or as a role in steward/examples.yaml) are left out: the metric route
     * answers those from the governed definition without the model (issue 20).
     */
    static void readPlainVerified(Project project, Map<String, String> sqlByQuestion,
                                  Map<String, String> hashByQuestion) {
        Map<String, ExampleRecord> records = ExampleRecordsFile.load(project.syntheticExamplesFile()).examples();
        for (Example example : new SyntheticExamplesReader().read(project.syntheticExamplesFile())) {
            ExampleRecord record = records.get(example.contentHash());
            boolean governed = record != null && (record.asOf() != null || record.role() != null);
            if (example.verified() && !example.templated() && !governed) {
                sqlByQuestion.put(example.question(), example.sql());
                hashByQuestion.put(example.question(), example.contentHash());
            }
        }
    }

    /**
     * One shape.
     *
     * @param name  what a model does
     * @param slip  the shape writes dialect slips a rule must mend (else: the statement as meant, wrapped)
     * @param reply the reply for a statement, or null when the shape does not apply to it
     */
    record Shape(String name, boolean slip, UnaryOperator<String> reply) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final Pattern STRING = Pattern.compile("'([^']*)'");
    private static final Pattern YEAR_EQUALS = Pattern.compile("year\\(([\\w.]+)\\) = (\\d{4})");
    private static final Pattern YEAR_AS = Pattern.compile("year\\(([\\w.]+)\\) AS");
    private static final Pattern DATE_LITERAL = Pattern.compile("DATE '(\\d{4}-\\d{2}-\\d{2})'");
    private static final Pattern COUNT_FILTER = Pattern.compile(
            "COUNT\\(\\*\\) FILTER \\(WHERE ([^()]*(?:\\([^()]*\\))?[^()]*)\\)");

    private ReplyShapes() {
    }

    static List<Shape> wrappers() {
        return List.of(
                new Shape("a sql fence", false, sql -> "```sql\n" + sql + ";\n```"),
                new Shape("prose, a sql fence, an explanation", false, sql -> "Sure! Here is the query you need:\n\n"
                        + "```sql\n" + sql + ";\n```\n\nThis answers the question from the tables above."),
                new Shape("prose, the bare statement, a note", false, sql -> "Here is the query:\n\n" + sql
                        + ";\n\nNote: it reads only the tables in the schema."),
                new Shape("a think section", false, sql -> "<think>\nThe user asks a question; the schema has "
                        + "the columns I need. First idea: SELECT * FROM transactions; no, aggregate.\n</think>\n" + sql),
                new Shape("a Reasoning preamble and an SQL label", false, sql -> "Reasoning: the question names "
                        + "the measure and the grouping, both in the schema.\n\nSQL: " + sql + ";"),
                new Shape("a JSON object with a sql field", false, sql -> "{\"sql\": \"" + json(sql)
                        + "\", \"explanation\": \"Reads the tables in the schema.\"}"),
                new Shape("a JSON reply cut off after the sql field", false, sql -> "{\"sql\": \"" + json(sql)
                        + "\", \"explanation\": \"Groups the rows and sums the amo"),
                new Shape("invalid JSON: a raw newline in the string", false, sql -> "{\"sql\": \""
                        + json(sql).replaceFirst(" FROM ", "\nFROM ") + "\", }"),
                new Shape("a ~4,000-token ramble, then a fence", false, sql -> ramble() + "\n\n```sql\n" + sql
                        + "\n```\n\nI hope this helps! Let me know if you need the query broken down further."));
    }

    static List<Shape> slips() {
        return List.of(
                new Shape("SQLite habits (double-quoted text, strftime, IIF) after prose", true,
                        sql -> changed(sql, sqlite(sql), s -> "Here is the SQLite query:\n```sql\n" + s + "\n```")),
                new Shape("Postgres habits (TO_CHAR, TO_DATE)", true, sql -> changed(sql, postgres(sql), s -> s)),
                new Shape("MySQL habits (DATE_FORMAT, STR_TO_DATE, double-quoted text, backticks) in JSON", true,
                        sql -> changed(sql, mysql(sql), s -> "{\"sql\": \"" + json(s) + "\"}")));
    }

    static String sqlite(String sql) {
        String s = COUNT_FILTER.matcher(sql).replaceAll("SUM(IIF($1, 1, 0))");
        s = YEAR_EQUALS.matcher(s).replaceAll("strftime('%Y', $1) = '$2'");
        s = YEAR_AS.matcher(s).replaceAll("CAST(strftime('%Y', $1) AS INTEGER) AS");
        return doubleQuoted(s);
    }

    static String postgres(String sql) {
        String s = YEAR_EQUALS.matcher(sql).replaceAll("TO_CHAR($1, 'YYYY') = '$2'");
        s = YEAR_AS.matcher(s).replaceAll("TO_CHAR($1, 'YYYY')::INTEGER AS");
        return DATE_LITERAL.matcher(s).replaceAll("TO_DATE('$1', 'YYYY-MM-DD')");
    }

    static String mysql(String sql) {
        String s = YEAR_EQUALS.matcher(sql).replaceAll("DATE_FORMAT($1, '%Y') = '$2'");
        s = DATE_LITERAL.matcher(s).replaceAll("STR_TO_DATE('$1', '%Y-%m-%d')");
        return doubleQuoted(s).replace(" FROM transactions", " FROM `transactions`");
    }

    /** SQLite's and MySQL's double-quoted text: every string literal but a DATE/TIMESTAMP's or a date part. */
    private static String doubleQuoted(String sql) {
        Matcher m = STRING.matcher(sql);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String before = sql.substring(0, m.start());
            boolean keep = before.endsWith("DATE ") || before.endsWith("TIMESTAMP ") || before.endsWith("date_trunc(");
            m.appendReplacement(out, Matcher.quoteReplacement(keep ? m.group() : "\"" + m.group(1) + "\""));
        }
        return m.appendTail(out).toString();
    }

    private static String changed(String sql, String slipped, UnaryOperator<String> wrap) {
        return slipped.equals(sql) ? null : wrap.apply(slipped);
    }

    private static String json(String sql) {
        return sql.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** About 4,000 tokens of a chat model thinking aloud before it gives the query. */
    static String ramble() {
        String paragraph = "Let me think about this carefully. The question asks about the business, so I need to "
                + "look at the schema: the transactions table holds one row per deal with its amount and its stage, "
                + "the customers table names each customer with its segment and industry, the reps table has the "
                + "sales reps with their region and team, and the gold tables are pre-aggregated. I should check "
                + "which of these the question really needs, whether a join is required, whether the stage must be "
                + "filtered to won deals, and whether the dates must be limited to a year or a quarter. ";
        StringBuilder text = new StringBuilder("Okay, so the user wants an answer from the data.\n\n");
        for (int i = 1; text.length() < 16_400; i++) {
            text.append("Step ").append(i).append(": ").append(paragraph).append("\n\n");
        }
        return text.append("After weighing all of this, here is the query.").toString();
    }
}
