package dev.steward.sql;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One round of deterministic dialect repair on DuckDB's parse tree: the statement is parsed with
 * {@code json_serialize_sql}, the slips a rule recognises are rewritten in the tree ({@link SlipRules}, then the
 * binder's missing name as a {@link QuotedLiterals literal}, then {@link BareColumns}), and the tree is printed back
 * with {@code json_deserialize_sql}. Two slips DuckDB's parser itself rejects (a zero-length {@code ""} and SQLite's
 * {@code DATE(x, modifier)}) first get one token renamed, outside strings and comments, so that the statement
 * parses and the rules can see them. The result is only a candidate: the gate checks it like any statement.
 * One instance serves the rounds of one statement (it remembers which names the model wrote in double quotes).
 */
final class DialectRepair {
    private static final Pattern MISSING_COLUMN = Pattern.compile("Referenced column \"((?:[^\"]|\"\")+)\" not found");
    private static final Pattern BARE_COLUMN = Pattern.compile(
            "column \"((?:[^\"]|\"\")+)\" must appear in the GROUP BY clause");
    private final SqlTrees trees;
    private final Set<String> projectColumns;
    private final Function<String, Optional<Long>> checkQuery;
    private Set<String> doubleQuoted;

    /**
     * The outcome of a round.
     *
     * @param sql      the rewritten statement, or null when no rule applied
     * @param changes  one "old → new" line per rewrite
     * @param refusal  why a slip was recognised but not mended (for the model's repair turn), or ""
     */
    record Mend(String sql, List<String> changes, String refusal) {
        boolean mended() {
            return sql != null;
        }
    }

    /**
     * @param projectColumns every column name of the project's tables, lower case
     * @param checkQuery     runs a one-number check query (through the gate), empty when it could not run
     */
    DialectRepair(SqlTrees trees, Set<String> projectColumns, Function<String, Optional<Long>> checkQuery) {
        this.trees = trees;
        this.projectColumns = projectColumns;
        this.checkQuery = checkQuery;
    }

    /**
     * The slips that pass the gate and fail only when run ({@code DATE('now')} is {@code CAST('now' AS DATE)} to
     * DuckDB): mended before the gate sees the statement.
     */
    Mend beforeGate(String sql) throws SQLException {
        SqlTrees.Parsed parsed = trees.parse(sql);
        if (parsed.oneSelect() && doubleQuoted == null) {
            doubleQuoted = QuotedLiterals.quoted(parsed.tree(), sql);
        }
        if (!parsed.oneSelect() || !sql.toLowerCase(Locale.ROOT).contains("now")) {
            return new Mend(null, List.of(), "");
        }
        SlipRules rules = new SlipRules(trees::expression, "", quotedText());
        List<JsonNode[]> changes = new ArrayList<>();
        TreeEdits.replaceAll(parsed.tree(), (node, parent) -> "CAST".equals(node.path("class").asText())
                ? record(rules.rewrite(node), node, changes) : Optional.empty());
        return finish(sql, parsed.tree(), changes, "");
    }

    /** A round after the gate refused {@code sql} with {@code refusal} (a parser or binder error). */
    Mend afterRefusal(String sql, GateRejection refusal) throws SQLException {
        String message = refusal.getMessage() + "\n" + refusal.engineError().orElse("");
        String text = sql;
        SqlTrees.Parsed parsed = trees.parse(text);
        if (!parsed.oneSelect()) {
            Optional<String> renamed = renameTokens(text, parsed.error());
            if (renamed.isEmpty()) {
                return new Mend(null, List.of(), "");
            }
            text = renamed.get();
            parsed = trees.parse(text);
            if (!parsed.oneSelect()) {
                return new Mend(null, List.of(), "");
            }
        }
        ObjectNode tree = parsed.tree();
        if (doubleQuoted == null) {
            doubleQuoted = QuotedLiterals.quoted(tree, text);
        }
        SlipRules rules = new SlipRules(trees::expression, message.toLowerCase(Locale.ROOT), quotedText());
        List<JsonNode[]> changes = new ArrayList<>();
        TreeEdits.replaceAll(tree, (node, parent) -> record(rules.rewrite(node), node, changes));
        Matcher missing = MISSING_COLUMN.matcher(message);
        if (missing.find()) {
            changes.addAll(new QuotedLiterals(missing.group(1).replace("\"\"", "\""), doubleQuoted, projectColumns,
                    () -> trees.expression("''")).mend(tree));
        }
        String unmended = "";
        Matcher bare = BARE_COLUMN.matcher(message);
        if (changes.isEmpty() && bare.find()) {
            BareColumns.Outcome outcome = new BareColumns(trees, checkQuery).mend(tree, bare.group(1));
            changes.addAll(outcome.changes());
            unmended = outcome.refusal();
        }
        return finish(text, tree, changes, unmended);
    }

    /** The double-quoted names of the model's text that name no column of the project's tables. */
    private Set<String> quotedText() {
        return doubleQuoted == null ? Set.of() : doubleQuoted.stream()
                .filter(name -> !projectColumns.contains(AllowedRelations.lower(name))).collect(Collectors.toSet());
    }

    private static Optional<ObjectNode> record(Optional<ObjectNode> replacement, ObjectNode node,
                                               List<JsonNode[]> changes) {
        replacement.ifPresent(r -> {
            TreeEdits.keepingAlias(r, node);
            changes.add(new JsonNode[] {node, r});
        });
        return replacement;
    }

    private Mend finish(String text, ObjectNode tree, List<JsonNode[]> changes, String unmended)
            throws SQLException {
        if (changes.isEmpty()) {
            return new Mend(null, List.of(), unmended);
        }
        List<String> lines = new ArrayList<>();
        for (JsonNode[] change : changes) {
            lines.add(readable(fragment(text, change[0])) + " → "
                    + trees.renderExpression(change[1]).replaceAll("\\s+", " "));
        }
        return new Mend(trees.render(tree), List.copyOf(lines), unmended);
    }

    /**
     * The original text of an expression (query locations are byte offsets), or DuckDB's printing of it. A name the
     * model wrote in double quotes is shown quoted in every round: from the second round on, {@code text} is DuckDB's
     * printing, which drops the quotes ({@code negotiation → 'negotiation'} hid the slip).
     */
    private String fragment(String text, JsonNode node) throws SQLException {
        String name = TreeEdits.columnName(node);
        if (!name.isEmpty() && doubleQuoted != null && doubleQuoted.contains(name)) {
            return '"' + name.replace("\"", "\"\"") + '"';
        }
        long at = node.path("query_location").asLong(-1);
        long length = node.path("query_location_length").asLong(0);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (at >= 0 && length > 0 && at + length <= bytes.length) {
            return new String(bytes, (int) at, (int) length, StandardCharsets.UTF_8);
        }
        return trees.renderExpression(node);
    }

    private static String readable(String fragment) {
        return fragment.replace("\"" + SlipRules.EMPTY_TEXT + "\"", "\"\"").replace(SlipRules.SQLITE_DATE, "DATE");
    }

    /**
     * The token-level renames for the two slips DuckDB's parser rejects, when its message names one of them; every
     * other token, and everything inside strings and comments, stays as it was.
     */
    static Optional<String> renameTokens(String sql, String parserError) {
        boolean emptyIdentifier = parserError.contains("zero-length delimited identifier");
        boolean sqliteDate = parserError.contains("Wrong number of arguments provided to DATE function");
        if (!emptyIdentifier && !sqliteDate) {
            return Optional.empty();
        }
        List<SqlScanner.Token> tokens = SqlScanner.tokens(sql);
        StringBuilder out = new StringBuilder(sql.length() + 32);
        boolean renamed = false;
        for (int i = 0; i < tokens.size(); i++) {
            SqlScanner.Token token = tokens.get(i);
            if (emptyIdentifier && token.kind() == SqlScanner.Kind.QUOTED_IDENTIFIER && token.text().equals("\"\"")) {
                out.append('"').append(SlipRules.EMPTY_TEXT).append('"');
                renamed = true;
            } else if (sqliteDate && token.kind() == SqlScanner.Kind.WORD && token.text().equalsIgnoreCase("date")
                    && nextIsOpenParen(tokens, i)) {
                out.append(SlipRules.SQLITE_DATE);
                renamed = true;
            } else {
                out.append(token.text());
            }
        }
        return renamed ? Optional.of(out.toString()) : Optional.empty();
    }

    private static boolean nextIsOpenParen(List<SqlScanner.Token> tokens, int i) {
        for (int j = i + 1; j < tokens.size(); j++) {
            if (tokens.get(j).kind() != SqlScanner.Kind.SPACE) {
                return tokens.get(j).text().equals("(");
            }
        }
        return false;
    }
}
