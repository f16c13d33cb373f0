package dev.steward.sql;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the one SQL statement in what a model actually sends: the bare statement, a fenced block anywhere (the one
 * SQL-tagged block that parses as a SELECT, else the one fenced block that does), a statement after prose or a
 * "Reasoning:" preamble, the {@code sql} field of a JSON object (also when the JSON is cut off or invalid), with
 * {@code <think>} sections and trailing explanations left out. Pieces are never put together and prose is never
 * taken for SQL: a candidate is a contiguous piece of the reply, and "parses" means DuckDB's parser reads it as
 * exactly one SELECT. Two different statements that both parse are refused: which one the model meant is a guess.
 */
public final class ReplyExtractor {
    static final Set<String> SQL_TAGS = Set.of("sql", "duckdb", "sqlite", "sqlite3", "postgres", "postgresql",
            "pgsql", "psql", "plpgsql", "mysql", "tsql", "mssql", "ansi");
    private static final Pattern THINK = Pattern.compile(
            "<(think|thinking|reasoning|reflection)>.*?(</\\1>|\\z)", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final Pattern FENCE_LINE = Pattern.compile("^[ \\t]*(```+|~~~+)[ \\t]*([A-Za-z0-9_+.-]*)[^\\n]*$",
            Pattern.MULTILINE);
    private static final Pattern STATEMENT_START = Pattern.compile(
            "^[ \\t>*-]*(?:[A-Za-z][A-Za-z ()]{0,30}:[ \\t]*)?((?i:SELECT|WITH|FROM)\\b)", Pattern.MULTILINE);
    /** A line that ends a statement written without a semicolon: prose starts with a capitalised word. */
    private static final Pattern PROSE_LINE = Pattern.compile(
            "^[ \\t]*(?:\\*\\*|#+ )?(?:This|The|That|These|It|Its|Note|Here|Explanation|Explanation:|I |I'|We |"
                    + "Let|Hope|If |In |Because|Which|Alternatively|Also|Assuming|Please)\\b.*");
    private final Predicate<String> oneSelect;

    /**
     * What was taken from the reply.
     *
     * @param sql   the statement (semicolons and blanks around it removed)
     * @param shape how it was found, for the steward ("" when the reply was the statement itself)
     */
    public record Extraction(String sql, String shape) {
    }

    /** @param oneSelect whether a piece of text parses as exactly one SELECT (DuckDB's parser) */
    public ReplyExtractor(Predicate<String> oneSelect) {
        this.oneSelect = oneSelect;
    }

    /**
     * The statement in {@code reply}.
     *
     * @throws GateRejection {@link RejectionReason#SEVERAL_QUERIES} when two different statements both parse,
     *                       {@link RejectionReason#EMPTY} when nothing is left
     */
    public Extraction extract(String reply) {
        String text = withoutThinking(reply == null ? "" : reply);
        String bare = SqlFence.strip(text);
        if (bare.isEmpty()) {
            throw new GateRejection(RejectionReason.EMPTY, "There is no SQL statement in the reply.");
        }
        if (oneSelect.test(bare)) {
            return new Extraction(bare, text.length() < reply.strip().length() ? "after a thinking section" : "");
        }
        Optional<Extraction> json = JsonSqlField.find(text);
        if (json.isPresent()) {
            return json.get();
        }
        List<Block> blocks = fencedBlocks(text);
        for (Block block : blocks) {
            Optional<Extraction> fencedJson = block.body().startsWith("{") ? JsonSqlField.find(block.body())
                    : Optional.empty();
            if (fencedJson.isPresent()) {
                return fencedJson.get();
            }
        }
        if (!blocks.isEmpty()) {
            return fromBlocks(blocks);
        }
        return fromProse(text).orElse(new Extraction(bare, ""));
    }

    static String withoutThinking(String reply) {
        return THINK.matcher(reply).replaceAll("").strip();
    }

    private record Block(String tag, String body, int index) {
        boolean sqlTagged() {
            return SQL_TAGS.contains(tag.toLowerCase(Locale.ROOT));
        }
    }

    /** The fenced blocks in order; a block still open at the end of the reply (a cut-off reply) runs to the end. */
    private static List<Block> fencedBlocks(String text) {
        List<Block> blocks = new ArrayList<>();
        Matcher fence = FENCE_LINE.matcher(text);
        while (fence.find()) {
            String tag = fence.group(2);
            int bodyStart = Math.min(text.length(), fence.end() + 1);
            boolean closed = fence.find(bodyStart);
            int bodyEnd = closed ? fence.start() : text.length();
            blocks.add(new Block(tag, SqlFence.strip(text.substring(bodyStart, Math.max(bodyStart, bodyEnd))),
                    blocks.size()));
            if (!closed) {
                break;
            }
        }
        return blocks;
    }

    private Extraction fromBlocks(List<Block> blocks) {
        String of = blocks.size() == 1 ? "the fenced block" : "fenced block %d of " + blocks.size();
        Optional<Block> chosen = onlyParsing(blocks.stream().filter(Block::sqlTagged).toList())
                .or(() -> onlyParsing(blocks));
        Block block = chosen.orElseGet(() -> blocks.stream().filter(Block::sqlTagged).findFirst()
                .orElse(blocks.get(0)));
        return new Extraction(block.body(), String.format(Locale.ROOT, of, block.index() + 1)
                + (block.tag().isEmpty() ? "" : " (" + block.tag() + ")"));
    }

    /** The one block whose body parses as a SELECT (identical bodies count once); several → refused. */
    private Optional<Block> onlyParsing(List<Block> blocks) {
        List<Block> parsing = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Block block : blocks) {
            if (!block.body().isEmpty() && oneSelect.test(block.body()) && seen.add(normalised(block.body()))) {
                parsing.add(block);
            }
        }
        if (parsing.size() > 1) {
            throw several(parsing.size(), "fenced blocks");
        }
        return parsing.stream().findFirst();
    }

    private Optional<Extraction> fromProse(String text) {
        String first = null;
        List<String> parsing = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        int coveredUntil = -1;
        Matcher start = STATEMENT_START.matcher(text);
        while (start.find()) {
            if (start.start(1) < coveredUntil) {
                continue; // inside a statement already taken (the SELECT after a WITH, a subquery)
            }
            Optional<String> candidate = statementFrom(text.substring(start.start(1)));
            if (candidate.isEmpty()) {
                return Optional.of(new Extraction(SqlFence.strip(text), "")); // several statements: the gate's call
            }
            first = first == null ? candidate.get() : first;
            if (oneSelect.test(candidate.get())) {
                coveredUntil = start.start(1) + candidate.get().length();
                if (seen.add(normalised(candidate.get()))) {
                    parsing.add(candidate.get());
                }
            }
        }
        if (parsing.size() > 1) {
            throw several(parsing.size(), "statements in the text");
        }
        String chosen = parsing.isEmpty() ? first : parsing.get(0);
        return Optional.ofNullable(chosen).map(sql -> new Extraction(sql, "the statement after the prose"));
    }

    /**
     * The statement that starts the text: up to its first semicolon outside quotes and comments, else up to the first
     * line that reads as prose. Empty when another statement follows the semicolon ({@code SELECT 1; DROP ...}):
     * cutting there would hide from the gate what the text asks to run.
     */
    static Optional<String> statementFrom(String text) {
        int semicolon = SqlScanner.firstSemicolon(text);
        if (semicolon >= 0 && SqlScanner.startsWithStatement(text.substring(semicolon + 1))) {
            return Optional.empty();
        }
        String head = semicolon < 0 ? text : text.substring(0, semicolon);
        StringBuilder statement = new StringBuilder();
        for (String line : head.split("\\R", -1)) {
            if (statement.length() > 0 && PROSE_LINE.matcher(line).matches()) {
                break;
            }
            statement.append(line).append('\n');
        }
        return Optional.of(SqlFence.strip(statement.toString()));
    }

    private static String normalised(String sql) {
        return sql.replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    private static GateRejection several(int count, String where) {
        return new GateRejection(RejectionReason.SEVERAL_QUERIES, "The reply holds " + count
                + " different SQL " + where + " that each parse as a query; which one answers the question is a "
                + "guess, so none was run.");
    }
}
