package dev.steward.eval;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What a SQL statement reads, from DuckDB's parse tree: the tables, the columns (resolved to their table), the
 * equality joins between two tables and the string values it filters columns on. Failure attribution compares the
 * golden's shape with the generated SQL's and with the approved knowledge.
 *
 * @param parsed  DuckDB could parse the SQL; when false every list is empty
 * @param tables  lower-case table names, gold ones as {@code gold.<name>}
 * @param columns the columns read, resolved to a table where the SQL or the known columns say which
 * @param joins   equality conditions between columns of two different tables (or of a table with itself)
 * @param filters a column compared with a string literal ({@code =}, {@code IN}), one entry per value
 */
record SqlShape(boolean parsed, Set<String> tables, Set<Column> columns, Set<Join> joins, List<Filter> filters) {

    static final SqlShape UNPARSED = new SqlShape(false, Set.of(), Set.of(), Set.of(), List.of());

    SqlShape {
        tables = Set.copyOf(tables);
        columns = Set.copyOf(columns);
        joins = Set.copyOf(joins);
        filters = List.copyOf(filters);
    }

    /** A column of a table, both lower case. */
    record Column(String table, String column) {
        Column {
            table = table.toLowerCase(Locale.ROOT);
            column = column.toLowerCase(Locale.ROOT);
        }

        @Override
        public String toString() {
            return table + "." + column;
        }
    }

    /** An equality join, its sides in a fixed order so {@code a = b} and {@code b = a} are the same join. */
    record Join(Column left, Column right) {
        static Join of(Column a, Column b) {
            return a.toString().compareTo(b.toString()) <= 0 ? new Join(a, b) : new Join(b, a);
        }

        @Override
        public String toString() {
            return left + " = " + right;
        }
    }

    /** A column compared with a string value. */
    record Filter(Column column, String value) {
    }

    boolean reads(Column column) {
        return columns.contains(column);
    }

    /** The values this SQL compares {@code column} with. */
    List<String> valuesOf(Column column) {
        return filters.stream().filter(f -> f.column().equals(column)).map(Filter::value).toList();
    }

    Optional<Column> column(String table, String column) {
        Column wanted = new Column(table, column);
        return columns.contains(wanted) ? Optional.of(wanted) : Optional.empty();
    }
}
