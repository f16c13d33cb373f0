package dev.steward.sql;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Date format strings of other dialects in DuckDB's strftime/strptime notation. A format with any part that has no
 * exact DuckDB equivalent (Postgres {@code Q} or {@code D}, SQLite {@code %s} or {@code %J}, MySQL {@code %D}) is not
 * translated: a near miss would print a different value without anyone noticing, so that query goes to the model.
 */
final class DateFormats {
    /** Postgres template patterns, longest first so {@code HH24} wins over {@code HH} and {@code MM}. */
    private static final Map<String, String> POSTGRES = new LinkedHashMap<>();
    /** MySQL DATE_FORMAT specifiers. */
    private static final Map<Character, String> MYSQL = new LinkedHashMap<>();
    private static final String SEPARATORS = "-/:., T_";

    static {
        String[][] postgres = {
            {"FMHH24", "%-H"}, {"FMHH12", "%-I"}, {"FMMonth", "%B"}, {"FMDay", "%A"}, {"FMMM", "%-m"},
            {"FMDD", "%-d"}, {"FMHH", "%-I"}, {"YYYY", "%Y"}, {"HH24", "%H"}, {"HH12", "%I"}, {"Month", "%B"},
            {"DDD", "%j"}, {"Mon", "%b"}, {"Day", "%A"}, {"YY", "%y"}, {"MM", "%m"}, {"DD", "%d"}, {"HH", "%I"},
            {"MI", "%M"}, {"SS", "%S"}, {"MS", "%g"}, {"US", "%f"}, {"Dy", "%a"}, {"AM", "%p"}, {"PM", "%p"},
        };
        for (String[] pattern : postgres) {
            POSTGRES.put(pattern[0], pattern[1]);
        }
        String[][] mysql = {
            {"Y", "%Y"}, {"y", "%y"}, {"m", "%m"}, {"d", "%d"}, {"H", "%H"}, {"j", "%j"}, {"p", "%p"}, {"a", "%a"},
            {"b", "%b"}, {"W", "%A"}, {"M", "%B"}, {"i", "%M"}, {"s", "%S"}, {"S", "%S"}, {"c", "%-m"},
            {"e", "%-d"}, {"k", "%-H"}, {"h", "%I"}, {"l", "%-I"}, {"f", "%f"}, {"T", "%H:%M:%S"},
            {"r", "%I:%M:%S %p"}, {"w", "%w"}, {"%", "%%"},
        };
        for (String[] pair : mysql) {
            MYSQL.put(pair[0].charAt(0), pair[1]);
        }
    }

    private DateFormats() {
    }

    /** A Postgres {@code to_char}/{@code to_date} template in strftime notation, if every part translates. */
    static Optional<String> fromPostgres(String template) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        outer:
        while (i < template.length()) {
            for (Map.Entry<String, String> pattern : POSTGRES.entrySet()) {
                if (template.startsWith(pattern.getKey(), i)) {
                    out.append(pattern.getValue());
                    i += pattern.getKey().length();
                    continue outer;
                }
            }
            char c = template.charAt(i);
            if (SEPARATORS.indexOf(c) < 0) {
                return Optional.empty();
            }
            out.append(c);
            i++;
        }
        return Optional.of(out.toString());
    }

    /** A MySQL {@code DATE_FORMAT}/{@code STR_TO_DATE} format in strftime notation, if every specifier translates. */
    static Optional<String> fromMysql(String format) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            if (i + 1 >= format.length() || !MYSQL.containsKey(format.charAt(i + 1))) {
                return Optional.empty();
            }
            out.append(MYSQL.get(format.charAt(++i)));
        }
        return Optional.of(out.toString());
    }

    /** Whether a SQLite strftime format means the same to DuckDB (SQLite's %s, %J and %f differ or are missing). */
    static boolean sqliteFormatMeansTheSame(String format) {
        return !format.matches("(?s).*%[sJf].*");
    }
}
