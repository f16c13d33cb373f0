package dev.steward.examples;

import dev.steward.sql.SqlScanner;
import dev.steward.sql.SqlScanner.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A template's SQL read as SQL, not as text: where its {@code {slot}} placeholders are (bare, as a whole string
 * literal {@code '{slot}'}, or somewhere a parameter cannot go) and where its string and number literals are.
 * The scanner knows single-quoted strings (with {@code ''}), double-quoted identifiers and both comment forms,
 * so a brace inside a comment is not a slot and a quote inside a comment does not open a string.
 */
public final class TemplateSql {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)\\}", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])-?\\d+(\\.\\d+)?(?![\\w.])");

    /** Where a placeholder stands. */
    public enum Context {
        /** {@code quarter = {quarter}}: replaced by a parameter. */
        BARE,
        /** {@code quarter = '{quarter}'}: the whole literal is replaced by a parameter. */
        QUOTED,
        /** Part of a longer string literal or an identifier: no parameter can stand there. */
        EMBEDDED,
        /** Inside a comment: not a slot. */
        COMMENT
    }

    /** One placeholder: the slot name and the span it occupies (for QUOTED, the span includes the quotes). */
    public record Placeholder(String name, int start, int end, Context context) {
    }

    /** A literal of the SQL a steward can turn into a slot: its span, its value text, and whether it was quoted. */
    public record Literal(int start, int end, String value, boolean quoted) {
    }

    private record Region(Kind kind, int start, int end) {
        boolean contains(int from, int to) {
            return from >= start && to <= end;
        }
    }

    private final String sql;
    private final List<Region> regions;

    private TemplateSql(String sql, List<Region> regions) {
        this.sql = sql;
        this.regions = List.copyOf(regions);
    }

    public static TemplateSql of(String sql) {
        return new TemplateSql(sql, scan(sql));
    }

    public String sql() {
        return sql;
    }

    /** Every placeholder in text order, comments included (marked {@link Context#COMMENT}). */
    public List<Placeholder> placeholders() {
        List<Placeholder> found = new ArrayList<>();
        Matcher matcher = PLACEHOLDER.matcher(sql);
        while (matcher.find()) {
            found.add(classify(matcher.group(1), matcher.start(), matcher.end()));
        }
        return List.copyOf(found);
    }

    /** The names of the slots the SQL uses (comments left out), sorted and without repeats. */
    public List<String> slotNames() {
        return placeholders().stream().filter(p -> p.context() != Context.COMMENT).map(Placeholder::name)
                .distinct().sorted().toList();
    }

    /**
     * The literal covering {@code [start, end)}: a whole string literal (the span may be its content or include the
     * quotes) or a number outside strings, comments and identifiers; empty when the span is anything else.
     */
    public Optional<Literal> literalAt(int start, int end) {
        for (Region region : regions) {
            if (region.kind() == Kind.STRING && region.end() - region.start() >= 2
                    && ((start == region.start() && end == region.end())
                    || (start == region.start() + 1 && end == region.end() - 1))) {
                String content = sql.substring(region.start() + 1, region.end() - 1).replace("''", "'");
                return Optional.of(new Literal(region.start(), region.end(), content, true));
            }
        }
        Matcher number = NUMBER.matcher(sql);
        while (number.find()) {
            if (number.start() == start && number.end() == end && outsideRegions(start, end)) {
                return Optional.of(new Literal(start, end, number.group(), false));
            }
        }
        return Optional.empty();
    }

    /**
     * Every literal a steward could turn into a slot, in text order: whole string literals and numbers outside
     * strings, comments and quoted names.
     */
    public List<Literal> literals() {
        List<Literal> found = new ArrayList<>();
        for (Region region : regions) {
            if (region.kind() == Kind.STRING && region.end() - region.start() >= 2) {
                literalAt(region.start(), region.end()).ifPresent(found::add);
            }
        }
        Matcher number = NUMBER.matcher(sql);
        while (number.find()) {
            if (outsideRegions(number.start(), number.end())) {
                found.add(new Literal(number.start(), number.end(), number.group(), false));
            }
        }
        found.sort(java.util.Comparator.comparingInt(Literal::start));
        return List.copyOf(found);
    }

    /**
     * The SQL as compared for duplicates: comments removed, case folded and spacing collapsed outside quotes,
     * no space around punctuation, no trailing semicolons. Two texts with the same normal form are the same query.
     */
    public static String normalised(String sql) {
        String withoutComments = replaceRegions(sql, Kind.COMMENT, region -> " ");
        TemplateSql parsed = of(withoutComments);
        StringBuilder out = new StringBuilder();
        int copied = 0;
        for (Region region : parsed.regions) {
            out.append(foldCode(withoutComments.substring(copied, region.start())));
            out.append(withoutComments, region.start(), region.end());
            copied = region.end();
        }
        out.append(foldCode(withoutComments.substring(copied)));
        return out.toString().strip().replaceAll(";+$", "").strip();
    }

    private static String replaceRegions(String sql, Kind kind, java.util.function.Function<String, String> by) {
        StringBuilder out = new StringBuilder();
        int copied = 0;
        for (Region region : scan(sql)) {
            if (region.kind() == kind) {
                out.append(sql, copied, region.start()).append(by.apply(sql.substring(region.start(), region.end())));
                copied = region.end();
            }
        }
        return out.append(sql.substring(copied)).toString();
    }

    private static String foldCode(String code) {
        return code.toLowerCase(java.util.Locale.ROOT).replaceAll("\\s+", " ").replaceAll(" ?([(),=<>+*/;-]) ?", "$1");
    }

    private boolean outsideRegions(int start, int end) {
        return regions.stream().noneMatch(r -> start < r.end() && end > r.start());
    }

    private Placeholder classify(String name, int start, int end) {
        for (Region region : regions) {
            if (!region.contains(start, end)) {
                continue;
            }
            if (region.kind() == Kind.COMMENT) {
                return new Placeholder(name, start, end, Context.COMMENT);
            }
            if (region.kind() == Kind.STRING && region.start() == start - 1 && region.end() == end + 1) {
                return new Placeholder(name, region.start(), region.end(), Context.QUOTED);
            }
            return new Placeholder(name, start, end, Context.EMBEDDED);
        }
        return new Placeholder(name, start, end, Context.BARE);
    }

    /** The strings, quoted identifiers and comments of the text, as the shared SQL scanner splits them. */
    private static List<Region> scan(String sql) {
        return SqlScanner.tokens(sql).stream()
                .filter(token -> token.kind() == Kind.STRING || token.kind() == Kind.QUOTED_IDENTIFIER
                        || token.kind() == Kind.COMMENT)
                .map(token -> new Region(token.kind(), token.start(), token.end()))
                .toList();
    }
}
